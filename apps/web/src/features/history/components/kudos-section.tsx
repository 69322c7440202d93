import { profilePath } from '@stryd/domain';
import { ThumbsUp } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { buttonStyles } from '../../../lib/ui/styles';
import { useSessionKudos, useToggleKudos } from '../api/kudos';

export const KUDOS_TOGGLE_FAILED = 'Your kudos did not go through. Try again.';

/** Who gave kudos to a finished session, and, for anyone but its owner, the button to give them. */
export function KudosSection({
  sessionId,
  own,
  viewerId,
}: {
  sessionId: string;
  own: boolean;
  viewerId: string;
}) {
  const kudos = useSessionKudos(sessionId);
  const toggle = useToggleKudos(sessionId);
  const people = kudos.data?.people ?? [];
  // The button answers at the tap; the list follows once the server has answered.
  const given = toggle.isPending ? toggle.variables : people.some((person) => person.id === viewerId);
  const count = people.length;
  return (
    <section aria-labelledby="kudos-heading" className="space-y-3">
      <h2 id="kudos-heading" className="text-lg font-semibold">
        Kudos
      </h2>
      {own ? null : (
        <button
          type="button"
          aria-pressed={given}
          disabled={!kudos.data}
          onClick={() => toggle.mutate(!given, { onError: () => toast.error(KUDOS_TOGGLE_FAILED) })}
          className={`${given ? buttonStyles.small : buttonStyles.smallSecondary} min-h-11 min-w-24`}
        >
          <ThumbsUp aria-hidden="true" className="h-4 w-4" />
          {given ? 'Kudos given' : 'Give kudos'}
        </button>
      )}
      {kudos.data ? (
        count === 0 ? (
          <p className="text-muted">No kudos yet.</p>
        ) : (
          <p>
            <span className="font-semibold">{count === 1 ? '1 kudos' : `${count} kudos`}</span>
            {people.length > 0 ? ': ' : ''}
            {people.map((person, index) => (
              <span key={person.id}>
                {index > 0 ? ', ' : ''}
                <Link to={profilePath(person.id)} className="underline-offset-2 hover:underline">
                  {person.username}
                </Link>
              </span>
            ))}
          </p>
        )
      ) : null}
    </section>
  );
}
