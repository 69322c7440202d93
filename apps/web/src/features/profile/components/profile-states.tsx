import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { MessagePanel } from '../../../lib/ui/message-panel';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';

/** A loading placeholder with the page's shape, announced once. */
export function ProfileSkeleton() {
  return (
    <div role="status" className={`${cardStyles} animate-pulse motion-reduce:animate-none`}>
      <span className="sr-only">Loading profile…</span>
      <div className="flex flex-col items-center gap-4 sm:flex-row" aria-hidden="true">
        <div className="h-20 w-20 rounded-full bg-surface-2 sm:h-24 sm:w-24" />
        <div className="w-full flex-1 space-y-3">
          <div className="mx-auto h-7 w-40 rounded bg-surface-2 sm:mx-0" />
          <div className="mx-auto h-6 w-24 rounded-full bg-surface-2 sm:mx-0" />
          <div className="grid grid-cols-3 gap-2">
            <div className="h-14 rounded-xl bg-surface-2" />
            <div className="h-14 rounded-xl bg-surface-2" />
            <div className="h-14 rounded-xl bg-surface-2" />
          </div>
        </div>
      </div>
    </div>
  );
}

export function ProfileNotFound() {
  return (
    <MessagePanel
      headingId="not-found-heading"
      icon={UserX}
      tone="muted"
      title="Profile not found"
      message="This person does not exist, or their account was removed."
    >
      <div className="mt-6">
        <Link to="/people" className={buttonStyles.primary}>
          Find people
        </Link>
      </div>
    </MessagePanel>
  );
}

export function ProfileLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <ErrorAlert message={message} onRetry={onRetry} />;
}
