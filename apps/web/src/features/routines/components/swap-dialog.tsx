import type { ExerciseSummary } from '@stryd/domain';
import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { ModalDialog } from '../../../lib/ui/modal-dialog';
import { Skeleton } from '../../../lib/ui/skeleton';
import { exerciseSwapsQuery } from '../api/session-swaps';

export const SWAP_TEXT = {
  title: (name: string) => `Swap ${name}`,
  description: (name: string) =>
    `For this session only: the routine keeps ${name}. Same main muscle, measured the same way.`,
  original: 'The routine’s exercise',
  current: 'Doing now',
  none: 'The library has no alternative for this exercise.',
  loading: 'Loading alternatives…',
} as const;

const equipmentText = (e: ExerciseSummary) =>
  e.equipment.length > 0 ? e.equipment.join(', ') : 'Bodyweight';

interface ChoiceProps {
  name: string;
  detail: string;
  current: boolean;
  disabled: boolean;
  onPick: () => void;
}

/** One exercise to swap in: a big target, the one done now marked. */
function Choice({ name, detail, current, disabled, onPick }: ChoiceProps) {
  return (
    <li>
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        disabled={disabled}
        onClick={onPick}
        className={`flex min-h-14 w-full items-center justify-between gap-3 rounded-xl border px-4 py-2 text-left transition-colors disabled:opacity-60 ${
          current ? 'border-accent bg-accent-soft' : 'border-border bg-surface hover:bg-surface-2'
        }`}
      >
        <span className="min-w-0">
          <span className="block break-words font-semibold">{name}</span>
          <span className="block text-sm text-muted">{detail}</span>
        </span>
        {current ? (
          <Check aria-label={SWAP_TEXT.current} className="h-5 w-5 shrink-0 text-accent-text" />
        ) : null}
      </button>
    </li>
  );
}

export interface SwapDialogProps {
  /** The routine's workout: its own exercise heads the list (picking it takes a swap back). */
  original: { exerciseId: string; name: string };
  /** The exercise this session does now. */
  currentId: string;
  busy: boolean;
  onPick: (exerciseId: string) => void;
  onClose: () => void;
}

/** The alternatives to a workout's exercise (decision 048), read when the dialog opens. */
export function SwapDialog({ original, currentId, busy, onPick, onClose }: SwapDialogProps) {
  const alternatives = useQuery(exerciseSwapsQuery(original.exerciseId));
  const items = alternatives.data?.items ?? [];
  return (
    <ModalDialog
      open
      onClose={onClose}
      title={SWAP_TEXT.title(original.name)}
      description={SWAP_TEXT.description(original.name)}
    >
      <ul className="space-y-2" aria-label={`Alternatives to ${original.name}`}>
        <Choice
          name={original.name}
          detail={SWAP_TEXT.original}
          current={currentId === original.exerciseId}
          disabled={busy}
          onPick={() => onPick(original.exerciseId)}
        />
        {items.map((exercise) => (
          <Choice
            key={exercise.id}
            name={exercise.name}
            detail={equipmentText(exercise)}
            current={currentId === exercise.id}
            disabled={busy}
            onPick={() => onPick(exercise.id)}
          />
        ))}
      </ul>
      {alternatives.isPending ? (
        <div role="status" className="mt-2 space-y-2">
          <span className="sr-only">{SWAP_TEXT.loading}</span>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : null}
      {alternatives.isError ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {alternatives.error.message}
        </p>
      ) : null}
      {alternatives.isSuccess && items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{SWAP_TEXT.none}</p>
      ) : null}
    </ModalDialog>
  );
}
