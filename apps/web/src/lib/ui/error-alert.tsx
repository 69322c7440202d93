import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** An error announced at once (role=alert), with room for a Retry button or a link under the message. */
export function ErrorAlert({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div role="alert" className="rounded-2xl border border-danger bg-danger-soft px-4 py-3 text-sm text-fg">
      <p className="flex items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-danger" />
        <span>{message}</span>
      </p>
      {children}
    </div>
  );
}
