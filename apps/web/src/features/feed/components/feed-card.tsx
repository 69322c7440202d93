import {
  type FeedSessionCard,
  profilePath,
  RECORD_LABELS,
  sessionPath,
  type WeightUnit,
} from '@stryd/domain';
import { MessageSquare, ThumbsUp, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { formatSessionDate, formatWeight } from '../../../lib/training-format';
import { Avatar } from '../../../lib/ui/avatar';
import { RoutineNameLink } from '../../../lib/ui/routine-name-link';
import { SessionStats, sessionTotals } from '../../../lib/ui/session-stats';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';

export const kudosText = (n: number) => (n === 1 ? '1 kudos' : `${n} kudos`);
export const commentsText = (n: number) => (n === 0 ? 'Comment' : n === 1 ? '1 comment' : `${n} comments`);

interface FeedCardProps {
  card: FeedSessionCard;
  unit: WeightUnit;
  /** The viewer's own session: its kudos are shown, not given. */
  own: boolean;
  onKudos: (give: boolean) => void;
}

/** One finished session in the feed: who, when, the routine, its totals, records, top exercises, kudos. */
export function FeedCard({ card, unit, own, onKudos }: FeedCardProps) {
  const date = formatSessionDate(card.finishedAt ?? card.startedAt);
  const headingId = `feed-card-${card.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className={cardStyles}>
        <header className="flex items-center gap-3">
          <Avatar username={card.person.username} imageLink={card.person.image} />
          <div className="min-w-0">
            <h3 id={headingId} className="break-words font-semibold">
              <Link to={profilePath(card.person.id)} className="underline-offset-2 hover:underline">
                {own ? 'You' : card.person.username}
              </Link>{' '}
              <span className="font-normal text-muted">trained</span>{' '}
              <RoutineNameLink creatorId={card.creatorId} routineName={card.routineName} />
            </h3>
            <p className="text-sm text-muted">
              <time dateTime={card.finishedAt ?? card.startedAt}>{date}</time>
            </p>
          </div>
        </header>
        <SessionStats stats={sessionTotals(card, unit)} />
        {card.records.length > 0 ? (
          <ul aria-label="Records" className="mt-3 flex flex-wrap gap-2">
            {card.records.map((record) => (
              <li
                key={`${record.exerciseName}/${record.kind}`}
                className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-fg"
              >
                <Trophy aria-hidden="true" className="h-4 w-4 text-accent-text" />
                {`${record.exerciseName}: ${RECORD_LABELS[record.kind]}`}
              </li>
            ))}
          </ul>
        ) : null}
        {card.topExercises.length > 0 ? (
          <ul aria-label="Top exercises" className="mt-3 space-y-1 text-sm">
            {card.topExercises.map((exercise) => (
              <li key={exercise.exerciseName} className="flex justify-between gap-2">
                <span className="min-w-0 break-words">{exercise.exerciseName}</span>
                <span className="shrink-0 tabular-nums text-muted">
                  {exercise.sets === 1 ? '1 set' : `${exercise.sets} sets`}
                  {exercise.volumeKg > 0 ? ` · ${formatWeight(exercise.volumeKg, unit)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {own ? (
            <p className="inline-flex min-h-11 items-center gap-2 px-1 text-sm text-muted">
              <ThumbsUp aria-hidden="true" className="h-4 w-4" />
              {kudosText(card.kudos)}
            </p>
          ) : (
            <button
              type="button"
              aria-pressed={card.viewerGaveKudos}
              onClick={() => onKudos(!card.viewerGaveKudos)}
              className={`${card.viewerGaveKudos ? buttonStyles.small : buttonStyles.smallSecondary} min-h-11 min-w-24`}
            >
              <ThumbsUp aria-hidden="true" className="h-4 w-4" />
              Kudos
              <span className="tabular-nums">{card.kudos}</span>{' '}
              <span className="sr-only">{`for ${card.person.username}, ${card.routineName}`}</span>
            </button>
          )}
          <Link to={`${sessionPath(card.id)}#comments`} className={`${buttonStyles.smallSecondary} min-h-11`}>
            <MessageSquare aria-hidden="true" className="h-4 w-4" />
            {commentsText(card.comments)} <span className="sr-only">{`on ${card.routineName}, ${date}`}</span>
          </Link>
          <Link to={sessionPath(card.id)} className={`${buttonStyles.smallSecondary} min-h-11`}>
            View sets <span className="sr-only">{`of ${card.routineName}, ${date}`}</span>
          </Link>
        </div>
      </article>
    </li>
  );
}
