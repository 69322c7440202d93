import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import type { RoutineRef, RoutineWorkout } from './api/routine-types';
import { swapExercise, undoSwap } from './api/session-swaps';
import { routineSessionQueryKey, useRoutineSession } from './api/workout-log';
import { withSwaps } from './session-swaps';

export const SWAP_TOASTS = {
  swapped: 'Exercise swapped for this session.',
  undone: "Back to the routine's exercise.",
  failed: 'Could not swap the exercise.',
  offline: 'A swap needs a connection. Try again when you are back online.',
} as const;

export interface Swaps {
  /** The workouts as this session does them: swapped ones show the exercise swapped in. */
  workouts: readonly RoutineWorkout[];
  /** A swap on its way to the server, by workout. */
  busy: number | null;
  /** Swaps a workout's exercise (the routine's own id takes the swap back); true once the server took it. */
  swap: (workoutIndex: number, exerciseId: string) => Promise<boolean>;
  undo: (workoutIndex: number) => void;
}

/**
 * The session's swapped exercises (decision 048): kept by the server with the open session, so a reload
 * or another device finds them; the server's answer replaces the page's session read, so last time's sets
 * (pre-fill, hint) follow the exercise swapped in. A swap needs the server: offline it fails with a toast.
 */
export function useSwaps(ref: RoutineRef, routineWorkouts: readonly RoutineWorkout[]): Swaps {
  const queryClient = useQueryClient();
  const saved = useRoutineSession(ref);
  const swaps = saved.data?.session?.swaps;
  const workouts = useMemo(() => withSwaps(routineWorkouts, swaps), [routineWorkouts, swaps]);

  const mutation = useMutation({
    mutationFn: ({ workoutIndex, exerciseId }: { workoutIndex: number; exerciseId: string | null }) =>
      exerciseId === null ? undoSwap(ref, workoutIndex) : swapExercise(ref, workoutIndex, exerciseId),
    onSuccess: (answer, { exerciseId }) => {
      queryClient.setQueryData(routineSessionQueryKey(ref), answer);
      toast.success(exerciseId === null ? SWAP_TOASTS.undone : SWAP_TOASTS.swapped);
    },
    onError: (error) =>
      toast.error(SWAP_TOASTS.failed, {
        description: error instanceof ApiError ? error.message : SWAP_TOASTS.offline,
      }),
  });
  const { mutateAsync } = mutation;

  const swap = useCallback(
    (workoutIndex: number, exerciseId: string) =>
      // The routine's own exercise picked: the swap is taken back.
      mutateAsync({
        workoutIndex,
        exerciseId: exerciseId === routineWorkouts[workoutIndex]?.exerciseId ? null : exerciseId,
      }).then(
        () => true,
        () => false,
      ),
    [mutateAsync, routineWorkouts],
  );
  const undo = useCallback(
    (workoutIndex: number) => void mutateAsync({ workoutIndex, exerciseId: null }).catch(() => undefined),
    [mutateAsync],
  );
  return {
    workouts,
    busy: mutation.isPending ? (mutation.variables?.workoutIndex ?? null) : null,
    swap,
    undo,
  };
}
