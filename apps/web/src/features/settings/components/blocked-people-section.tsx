import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { blockedPeopleQuery, useBlockPerson } from '../../../lib/blocks';
import { toast } from '../../../lib/toast';
import { Avatar } from '../../../lib/ui/avatar';
import { CardSection } from '../../../lib/ui/card-section';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { Skeleton } from '../../../lib/ui/skeleton';
import { buttonStyles } from '../../../lib/ui/styles';

export const BLOCKED_PEOPLE_TEXT = {
  intro: 'They and you do not see each other’s workouts, comments or kudos.',
  none: 'You have not blocked anyone.',
  failed: 'Could not unblock. Please try again.',
} as const;

/** docs/product.md#blocking: the people you blocked, each with Unblock. */
export function BlockedPeopleSection() {
  const blocked = useQuery(blockedPeopleQuery);
  const unblock = useBlockPerson();
  return (
    <CardSection headingId="blocked-heading" title="Blocked people" intro={BLOCKED_PEOPLE_TEXT.intro}>
      {blocked.data ? (
        blocked.data.people.length === 0 ? (
          <p className="text-sm text-muted">{BLOCKED_PEOPLE_TEXT.none}</p>
        ) : (
          <ul className="divide-y divide-border">
            {blocked.data.people.map((person) => (
              <li key={person.id} className="flex min-h-14 items-center justify-between gap-3 py-2">
                <Link to={`/profile/${person.id}`} className="flex min-w-0 items-center gap-3 font-semibold">
                  <Avatar username={person.username} imageLink={person.image ?? ''} size="sm" />
                  <span className="truncate">{person.username}</span>
                </Link>
                <button
                  type="button"
                  className={`${buttonStyles.smallSecondary} min-h-11`}
                  aria-label={`Unblock ${person.username}`}
                  disabled={unblock.isPending}
                  onClick={() =>
                    unblock.mutate(
                      { personId: person.id, block: false },
                      { onError: () => toast.error(BLOCKED_PEOPLE_TEXT.failed) },
                    )
                  }
                >
                  Unblock
                </button>
              </li>
            ))}
          </ul>
        )
      ) : blocked.isError ? (
        <ErrorAlert message={blocked.error.message} onRetry={() => void blocked.refetch()} />
      ) : (
        <div role="status">
          <span className="sr-only">Loading the people you blocked…</span>
          <Skeleton className="h-14" />
        </div>
      )}
    </CardSection>
  );
}
