import { useState } from 'react';
import { useBlockPerson } from '../../../lib/blocks';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { buttonStyles } from '../../../lib/ui/styles';

export const BLOCK_TEXT = {
  title: (name: string) => `Block ${name}?`,
  description:
    'You will stop following each other, and neither of you will see the other’s workouts, comments, kudos or name on a leaderboard. They are not told. You can unblock them here or in Settings.',
  blocked: (name: string) => `${name} is blocked.`,
  unblocked: (name: string) => `${name} is unblocked.`,
  /** The profile of someone you blocked, instead of their routines and training. */
  profile: (name: string) => `You blocked ${name}. Unblock them to see their routines and training again.`,
  failed: 'Could not change the block. Please try again.',
} as const;

export interface BlockButtonProps {
  targetId: string;
  targetName: string;
  /** The viewer blocked this person already. */
  hasBlocked: boolean;
}

/** docs/product.md#blocking: Block (after a confirmation) or Unblock, on someone else's profile. */
export function BlockButton({ targetId, targetName, hasBlocked }: BlockButtonProps) {
  const [asking, setAsking] = useState(false);
  const mutation = useBlockPerson();
  const change = (block: boolean) =>
    mutation.mutate(
      { personId: targetId, block },
      {
        onSuccess: () => {
          setAsking(false);
          toast.success(block ? BLOCK_TEXT.blocked(targetName) : BLOCK_TEXT.unblocked(targetName));
        },
        onError: () => toast.error(BLOCK_TEXT.failed),
      },
    );
  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.smallSecondary} min-h-11`}
        aria-label={`${hasBlocked ? 'Unblock' : 'Block'} ${targetName}`}
        disabled={mutation.isPending}
        onClick={() => (hasBlocked ? change(false) : setAsking(true))}
      >
        {hasBlocked ? 'Unblock' : 'Block'}
      </button>
      <ConfirmDialog
        open={asking}
        title={BLOCK_TEXT.title(targetName)}
        description={BLOCK_TEXT.description}
        keepLabel="Cancel"
        confirmLabel={mutation.isPending ? 'Blocking…' : 'Block'}
        busy={mutation.isPending}
        onKeep={() => setAsking(false)}
        onConfirm={() => change(true)}
      />
    </>
  );
}
