import { leaderboard } from '@stryd/domain';
import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { hydratedApart } from '../../../lib/ui/hydrated-apart';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import type { Participant, RoutineRef } from '../api/routine-types';
import { LeaderboardDialog } from './leaderboard-dialog';
import { ParticipantRow } from './participant-row';

export interface PeopleBoardProps {
  /** The routine answer's top 5 plus the viewer's own row: enough for this board, not for everyone. */
  participants: readonly Participant[];
  participantCount: number;
  viewerID: string;
  routineRef: RoutineRef;
}

/**
 * People leaderboard (docs/product.md#routine-leaderboard): the viewer first (when taking part), then the top
 * 4 others by routine XP; 'View leaderboards' opens everyone, ranked, fetched page by page.
 */
function PeopleBoardBody({ participants, participantCount, viewerID, routineRef }: PeopleBoardProps) {
  const [open, setOpen] = useState(false);
  const rows = leaderboard(participants, viewerID);
  return (
    <section aria-labelledby="people-heading" className={`${cardStyles} self-start`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="people-heading" className="text-lg font-semibold">
          People
        </h2>
        <span className="text-sm text-muted">
          {participantCount} {participantCount === 1 ? 'participant' : 'participants'}
        </span>
      </div>
      {rows.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label="People on this routine">
          {rows.map((p) => (
            <ParticipantRow key={p.userID} participant={p} isViewer={p.userID === viewerID} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">Nobody has joined yet. Be the first!</p>
      )}
      <button
        type="button"
        className={`${buttonStyles.smallSecondary} mt-4 w-full`}
        onClick={() => setOpen(true)}
      >
        <Trophy aria-hidden="true" className="h-4 w-4" />
        View leaderboards
      </button>
      <LeaderboardDialog
        open={open}
        onClose={() => setOpen(false)}
        routineRef={routineRef}
        viewerID={viewerID}
      />
    </section>
  );
}

/** Hydrated apart (lib/ui/hydrated-apart.tsx): a set tapped early does not wait for the board. */
export const PeopleBoard = hydratedApart(PeopleBoardBody);
