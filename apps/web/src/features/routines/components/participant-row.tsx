import { isHiddenPerson, profilePath } from '@stryd/domain';
import { Link } from 'react-router';
import type { Participant } from '../api/routine-types';
import { ParticipantAvatar } from './participant-avatar';

export interface ParticipantRowProps {
  participant: Participant;
  isViewer: boolean;
  /** The place on the whole leaderboard, shown as #n. */
  position?: number;
  /** The row can take focus from script (not by Tab), so 'Show more' can move focus to new rows. */
  focusable?: boolean;
}

/** One person on a routine: place, picture, profile link, "(you)" and routine XP. */
export function ParticipantRow({ participant, isViewer, position, focusable = false }: ParticipantRowProps) {
  return (
    <li
      tabIndex={focusable ? -1 : undefined}
      className={`flex items-center gap-3 rounded-xl px-3 py-2 outline-offset-2 ${isViewer ? 'bg-accent-soft' : 'bg-bg'}`}
      aria-current={isViewer ? 'true' : undefined}
    >
      {position !== undefined ? (
        <span className="w-10 shrink-0 text-center text-sm font-bold tabular-nums text-muted">
          #{position}
        </span>
      ) : null}
      <ParticipantAvatar username={participant.username} imageLink={participant.profileImageLink} />
      {/* The name wraps rather than being cut off, and "(you)" stays whole: the board is narrow on wide screens. */}
      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        {isHiddenPerson(participant.userID) ? (
          // Someone in a block with the viewer keeps their place, not their name or a way to them.
          <span className="font-semibold text-muted">{participant.username}</span>
        ) : (
          <Link to={profilePath(participant.userID)} className="font-semibold hover:underline">
            {participant.username}
          </Link>
        )}
        {isViewer ? <span className="ml-1 whitespace-nowrap text-sm text-muted">(you)</span> : null}
      </span>
      <span className="shrink-0 text-sm font-semibold tabular-nums">{participant.userRoutineXP} XP</span>
    </li>
  );
}
