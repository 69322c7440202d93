import { absoluteUrl, PRODUCT_NAME, routinePath, TOAST_MESSAGES } from '@stryd/domain';
import { Link2, LogIn, LogOut, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { pageOrigin } from '../../../lib/page-origin';
import { usePublicConfig } from '../../../lib/public-config';
import type { CurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { buttonStyles } from '../../../lib/ui/styles';
import { useDeleteRoutine } from '../api/delete-routine';
import { useJoinRoutine } from '../api/join-routine';
import { useLeaveRoutine } from '../api/leave-routine';
import type { RoutineRef } from '../api/routine-types';
import { copyText } from '../copy-text';

/** The routine's shareable address, on the configured site URL when there is one. */
export function useRoutineUrl(ref: RoutineRef): string {
  const { config } = usePublicConfig();
  return absoluteUrl(routinePath(ref.userID, ref.routineName), config.siteUrl, pageOrigin());
}

/** An X (Twitter) post intent with the routine's link. */
export function shareIntentUrl(routineName: string, url: string): string {
  const text = `I'm training "${routineName}" on ${PRODUCT_NAME}. Join me and let's climb the leaderboard!`;
  return `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;
}

export interface JoinLeaveButtonProps {
  routineRef: RoutineRef;
  user: CurrentUser;
  isParticipant: boolean;
  /** Called once the server confirms a leave (the session's ticks no longer count). */
  onLeft?: () => void;
}

/**
 * docs/product.md#joining-and-leaving: Join (optimistic) or Leave (removed locally first). Never rendered for
 * the creator.
 */
export function JoinLeaveButton({ routineRef, user, isParticipant, onLeft }: JoinLeaveButtonProps) {
  const join = useJoinRoutine(routineRef, user);
  const leave = useLeaveRoutine(routineRef, user.id);
  const busy = join.isPending || leave.isPending;
  if (isParticipant) {
    return (
      <button
        type="button"
        className={buttonStyles.smallSecondary}
        disabled={busy}
        onClick={() => leave.mutate(undefined, { onSuccess: () => onLeft?.() })}
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
        Leave routine
      </button>
    );
  }
  return (
    <button type="button" className={buttonStyles.small} disabled={busy} onClick={() => join.mutate()}>
      <LogIn aria-hidden="true" className="h-4 w-4" />
      Join routine
    </button>
  );
}

/** Copies the routine's link (Clipboard API with a fallback). */
export function CopyInviteButton({ url }: { url: string }) {
  const copy = async () => {
    if (await copyText(url)) toast.success('Invite link copied');
    else toast.error('Could not copy the link', { description: url });
  };
  return (
    <button type="button" className={buttonStyles.smallSecondary} onClick={() => void copy()}>
      <Link2 aria-hidden="true" className="h-4 w-4" />
      Copy invite link
    </button>
  );
}

/** The social-post share link, in a new tab (docs/product.md#routine-page). */
export function ShareLink({ routineName, url }: { routineName: string; url: string }) {
  return (
    <a
      href={shareIntentUrl(routineName, url)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Share on X (opens in a new tab)"
      className={buttonStyles.smallSecondary}
    >
      <Share2 aria-hidden="true" className="h-4 w-4" />
      Share on X
    </a>
  );
}

const dangerBase =
  'inline-flex items-center justify-center gap-2 rounded-xl px-5 py-3 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
const dangerOutline =
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-xl border border-danger bg-surface px-3 py-2 text-sm font-semibold text-danger transition-colors hover:bg-danger-soft';
const dangerSolid = `${dangerBase} bg-danger text-bg hover:opacity-90`;

/**
 * docs/product.md#deleting-a-routine: the creator deletes after confirming. 200 → 'Routine deleted' and
 * /profile-page; another status → 'Failed to delete routine'; no answer at all → 'An error occurred while
 * deleting the routine'.
 */
export function DeleteRoutineButton({ routineRef }: { routineRef: RoutineRef }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteRoutine(routineRef);
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await remove.mutateAsync();
      setOpen(false);
      toast.success(TOAST_MESSAGES.routineDeleted);
      navigate('/profile-page');
    } catch (error) {
      setOpen(false);
      if (error instanceof ApiError && error.status > 0) toast.error(TOAST_MESSAGES.deleteFailed);
      else toast.error(TOAST_MESSAGES.deleteError);
    }
  };

  return (
    <>
      <button type="button" className={dangerOutline} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Delete routine
      </button>
      <ConfirmDialog
        open={open}
        busy={remove.isPending}
        title="Delete this routine?"
        description={`"${routineRef.routineName}" and its leaderboard will be removed for everyone. XP earned on it today is taken back. This cannot be undone.`}
        keepLabel="Cancel"
        confirmLabel={remove.isPending ? 'Deleting…' : 'Delete'}
        confirmClassName={dangerSolid}
        onKeep={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
