import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { Skeleton } from '../../../lib/ui/skeleton';
import { buttonStyles } from '../../../lib/ui/styles';
import { type LeaderboardEntry, type LeaderboardPage, useLeaderboard } from '../api/get-leaderboard';
import type { RoutineRef } from '../api/routine-types';
import { ParticipantRow } from './participant-row';

/** Offset pages can overlap when XP moves between requests: show each person once (at their first place). */
function uniqueEntries(pages: readonly LeaderboardPage[]): LeaderboardEntry[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.participants)
    .filter((entry) => {
      if (seen.has(entry.userID)) return false;
      seen.add(entry.userID);
      return true;
    });
}

function LoadingRows() {
  return (
    <div role="status">
      <span className="sr-only">Loading leaderboard…</span>
      <div className="space-y-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    </div>
  );
}

interface BoardProps {
  routineRef: RoutineRef;
  viewerID: string;
}

/** The paged list; the dialog renders it only while open, so nothing is fetched before that. */
function Board({ routineRef, viewerID }: BoardProps) {
  const board = useLeaderboard(routineRef);
  const listRef = useRef<HTMLOListElement>(null);
  // After 'Show more', focus moves to the first new row, so keyboard and screen-reader users continue
  // from there (and do not lose focus when the button goes away on the last page).
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const entries = uniqueEntries(board.data?.pages ?? []);
  const total = board.data?.pages.at(-1)?.total ?? 0;

  useEffect(() => {
    if (focusFrom === null || entries.length <= focusFrom) return;
    const row = listRef.current?.children[focusFrom];
    if (row instanceof HTMLElement) row.focus();
    setFocusFrom(null);
  }, [focusFrom, entries.length]);

  if (board.isPending) return <LoadingRows />;
  if (board.isError && entries.length === 0) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-sm text-muted">{board.error.message}</p>
        <button type="button" className={buttonStyles.smallSecondary} onClick={() => void board.refetch()}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Try again
        </button>
      </div>
    );
  }
  if (entries.length === 0) return <p className="text-sm text-muted">Nobody has joined yet.</p>;

  const showMore = () => {
    if (board.isFetchingNextPage) return;
    setFocusFrom(entries.length);
    void board.fetchNextPage();
  };

  return (
    <>
      <ol ref={listRef} className="space-y-2" aria-label="Leaderboard">
        {entries.map((entry) => (
          <ParticipantRow
            key={entry.userID}
            participant={entry}
            isViewer={entry.userID === viewerID}
            position={entry.position}
            focusable
          />
        ))}
      </ol>
      <div className="mt-4 flex flex-col items-center gap-3">
        <p role="status" className="text-sm text-muted">
          {board.hasNextPage
            ? `Showing ${entries.length} of ${total} participants`
            : `${entries.length} ${entries.length === 1 ? 'participant' : 'participants'}`}
        </p>
        {board.isFetchNextPageError ? (
          <p role="alert" className="text-sm text-danger">
            {board.error?.message ?? 'Could not load more.'}
          </p>
        ) : null}
        {board.hasNextPage ? (
          <button
            type="button"
            className={buttonStyles.smallSecondary}
            // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
            aria-disabled={board.isFetchingNextPage}
            onClick={showMore}
          >
            {board.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </button>
        ) : null}
      </div>
    </>
  );
}

export interface LeaderboardDialogProps extends BoardProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'View leaderboards' (docs/product.md#routine-leaderboard): everyone on the routine, ranked, 50 at a time.
 */
export function LeaderboardDialog({ open, onClose, routineRef, viewerID }: LeaderboardDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title="Leaderboard"
      description="Everyone on this routine, by routine XP."
    >
      <Board routineRef={routineRef} viewerID={viewerID} />
    </ModalDialog>
  );
}
