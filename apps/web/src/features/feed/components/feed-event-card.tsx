import {
  type FeedRankReachedCard,
  type FeedRoutineCreatedCard,
  type FeedRoutineJoinedCard,
  profilePath,
} from '@stryd/domain';
import { Award } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatSessionDate } from '../../../lib/training-format';
import { Avatar } from '../../../lib/ui/avatar';
import { RoutineNameLink } from '../../../lib/ui/routine-name-link';
import { cardStyles } from '../../../lib/ui/styles';

/** The words of the small cards (docs/product.md "Feed"): "{who} {what} {routine or rank}". */
export const FEED_EVENT_WORDS = {
  you: 'You',
  created: 'created',
  generated: 'generated',
  joined: 'joined',
  reached: 'reached the rank',
  by: (creator: string) => `by ${creator}`,
} as const;

export type FeedEventItem = FeedRoutineCreatedCard | FeedRoutineJoinedCard | FeedRankReachedCard;

/** What the card says was done, and to what: a linked routine, or the rank as a badge. */
function whatHappened(card: FeedEventItem): { verb: string; object: ReactNode; detail: string | null } {
  if (card.kind === 'rank-reached')
    return {
      verb: FEED_EVENT_WORDS.reached,
      object: (
        <span className="inline-flex items-center gap-1 rounded-full border border-accent bg-accent-soft px-2.5 py-0.5 text-sm font-semibold text-accent-text">
          <Award aria-hidden="true" className="h-4 w-4" />
          {card.rank}
        </span>
      ),
      detail: null,
    };
  const routine = <RoutineNameLink creatorId={card.routine.creatorId} routineName={card.routine.name} />;
  if (card.kind === 'routine-joined')
    return {
      verb: FEED_EVENT_WORDS.joined,
      object: routine,
      detail: FEED_EVENT_WORDS.by(card.routine.creatorName),
    };
  return {
    verb: card.routine.creationType === 'generated' ? FEED_EVENT_WORDS.generated : FEED_EVENT_WORDS.created,
    object: routine,
    detail: null,
  };
}

/** A small card of the feed: someone created or joined a routine, or reached a rank, and when. */
export function FeedEventCard({ card, own }: { card: FeedEventItem; own: boolean }) {
  const headingId = `feed-card-${card.id}`;
  const { verb, object, detail } = whatHappened(card);
  return (
    <li>
      <article aria-labelledby={headingId} className={`${cardStyles} flex items-center gap-3 py-3`}>
        <Avatar username={card.person.username} imageLink={card.person.image} />
        <div className="min-w-0">
          <h3 id={headingId} className="break-words font-semibold">
            <Link to={profilePath(card.person.id)} className="underline-offset-2 hover:underline">
              {own ? FEED_EVENT_WORDS.you : card.person.username}
            </Link>{' '}
            <span className="font-normal text-muted">{verb}</span> {object}
          </h3>
          <p className="text-sm text-muted">
            <time dateTime={card.at}>{formatSessionDate(card.at)}</time>
            {detail ? ` · ${detail}` : null}
          </p>
        </div>
      </article>
    </li>
  );
}
