import { CircleAlert } from 'lucide-react';

/** A compact error above a form's buttons; role="alert" so screen readers announce it at once. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-danger bg-danger-soft px-3 py-2.5 text-sm text-fg"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-danger" />
      <span>{message}</span>
    </div>
  );
}
