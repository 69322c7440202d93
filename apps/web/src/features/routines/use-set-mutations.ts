import { type LoggedSet, type LogSetBody, TOAST_MESSAGES } from '@stryd/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import type { RoutineRef, RoutineWorkout } from './api/routine-types';
import { applyXpAnswer } from './api/workout-log';
import type { SessionAction } from './session-reducer';
import { sendTick, sendUntick } from './set-requests';
import { LOG_TOASTS, OFFLINE_TOASTS, type ToastText, tickErrorToast, xpErrorToast } from './set-toasts';

export interface SetMutationsOptions {
  ref: RoutineRef;
  workouts: readonly RoutineWorkout[];
  viewerID: string | undefined;
  /** The session reducer's dispatch: where the optimistic change and its rollback go. */
  dispatch: (action: SessionAction) => void;
  /** After a set was ticked (logged or kept offline): the session decides whether a rest starts. */
  onTicked?: ((workoutIndex: number, setIndex: number) => void) | undefined;
}

export interface TickVariables {
  key: string;
  setId: string;
  body: LogSetBody;
}

export interface UntickVariables {
  key: string;
  set: LoggedSet;
}

const failed = (toastId: string | number, { message, description }: ToastText) =>
  toast.error(message, { id: toastId, ...(description ? { description } : {}) });

/**
 * Ticks and unticks as TanStack Query mutations (docs/engineering.md#stack): the tick shows at once
 * ('Updating XP...'), then the XP toast, or "logged, no XP" with the server's reason; a refusal rolls
 * it back. A change that cannot reach the server is kept offline by the mutation function and stays.
 * `networkMode: 'always'`: offline, the function must still run, to put the change in the queue.
 */
export function useSetMutations({ ref, workouts, viewerID, dispatch, onTicked }: SetMutationsOptions) {
  const queryClient = useQueryClient();

  const tick = useMutation({
    networkMode: 'always',
    mutationFn: ({ setId, body }: TickVariables) => sendTick(ref, workouts, setId, body),
    onMutate: () => ({ toastId: toast.loading(TOAST_MESSAGES.updatingXp) }),
    onSuccess: (result, { key, body }, { toastId }) => {
      if (result.queued) {
        if (result.set) dispatch({ type: 'tick-logged', key, set: result.set });
        else dispatch({ type: 'tick-failed', key });
        toast.success(OFFLINE_TOASTS.tickQueued, { id: toastId });
      } else {
        const { answer } = result;
        dispatch({ type: 'tick-logged', key, set: answer.set });
        if (answer.xp) {
          applyXpAnswer(queryClient, ref, viewerID, answer.xp);
          toast.success(TOAST_MESSAGES.xpIncremented, { id: toastId });
        } else if (answer.noXpReason) {
          toast.success(LOG_TOASTS.loggedNoXp, { id: toastId, description: answer.noXpReason });
        } else {
          toast.dismiss(toastId);
        }
        if (answer.record) toast.success(answer.record);
      }
      onTicked?.(body.workoutIndex, body.setIndex);
    },
    onError: (error, { key }, context) => {
      dispatch({ type: 'tick-failed', key });
      if (context) failed(context.toastId, tickErrorToast(error));
    },
  });

  const untick = useMutation({
    networkMode: 'always',
    mutationFn: ({ set }: UntickVariables) => sendUntick(ref, set.id),
    onMutate: () => ({ toastId: toast.loading(TOAST_MESSAGES.updatingXp) }),
    onSuccess: (result, { key }, { toastId }) => {
      dispatch({ type: 'untick-settled', key });
      if (result.queued) toast.success(OFFLINE_TOASTS.untickQueued, { id: toastId });
      else if (result.answer.xp) {
        applyXpAnswer(queryClient, ref, viewerID, result.answer.xp);
        toast.success(TOAST_MESSAGES.xpDecremented, { id: toastId });
      } else toast.success(LOG_TOASTS.unticked, { id: toastId });
    },
    onError: (error, { key, set }, context) => {
      dispatch({ type: 'untick-failed', key, set });
      if (context) failed(context.toastId, xpErrorToast(error));
    },
  });

  // The optimistic change is made here, in the tap's own event, not in onMutate (a microtask later): a
  // set's tick is a checkbox, which React puts back to the state it renders as soon as the event is over.
  return {
    tick: (variables: TickVariables) => {
      dispatch({ type: 'tick-started', key: variables.key });
      tick.mutate(variables);
    },
    untick: (variables: UntickVariables) => {
      dispatch({ type: 'untick-started', key: variables.key });
      untick.mutate(variables);
    },
  };
}
