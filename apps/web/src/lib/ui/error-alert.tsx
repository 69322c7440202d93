import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonStyles } from './styles';

export interface ErrorAlertProps {
  message: string;
  /** Details or a link under the message. */
  children?: ReactNode;
  /** Shows a Retry button last, which calls this. */
  onRetry?: () => void;
}

/** An error announced at once (role=alert), with room for details and a Retry button under the message. */
export function ErrorAlert({ message, children, onRetry }: ErrorAlertProps) {
  return (
    <div role="alert" className="rounded-2xl border border-danger bg-danger-soft px-4 py-3 text-sm text-fg">
      <p className="flex items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-danger" />
        <span>{message}</span>
      </p>
      {children}
      {onRetry ? (
        <button type="button" onClick={onRetry} className={`${buttonStyles.smallSecondary} mt-3`}>
          Retry
        </button>
      ) : null}
    </div>
  );
}
