import { routinePath } from '@stryd/domain';
import { Link } from 'react-router';

/** A session's routine: a link to its page, or its name alone once the routine has been deleted. */
export function RoutineNameLink({
  creatorId,
  routineName,
}: {
  creatorId: string | null;
  routineName: string;
}) {
  return creatorId ? (
    <Link
      to={routinePath(creatorId, routineName)}
      className="break-words text-accent-text underline-offset-2 hover:underline"
    >
      {routineName}
    </Link>
  ) : (
    <span className="break-words">{routineName}</span>
  );
}
