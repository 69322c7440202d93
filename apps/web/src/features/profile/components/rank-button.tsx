import { rankForXp } from '@stryd/domain';
import { Award, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { RankTable } from './rank-table';

export interface RankButtonProps {
  totalXP: number;
  username: string;
  isSelf: boolean;
}

/** docs/product.md#ranks: the rank is a button; it opens the rank table in a modal. */
export function RankButton({ totalXP, username, isSelf }: RankButtonProps) {
  const [open, setOpen] = useState(false);
  const rank = rankForXp(totalXP);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`Rank: ${rank.name}`}
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1.5 rounded-full border border-accent bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-text hover:bg-surface-2"
      >
        <Award aria-hidden="true" className="h-4 w-4" />
        {rank.name}
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Ranks"
        description={isSelf ? `Your rank: ${rank.name}` : `${username}'s rank: ${rank.name}`}
      >
        <RankTable totalXP={totalXP} owner={isSelf ? 'your' : `${username}'s`} />
      </ModalDialog>
    </>
  );
}
