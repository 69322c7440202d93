import { groupLabels, isComplete, nextSetToDo, warmUpPlace } from '@stryd/domain';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePlateSetup } from '../../../lib/plate-setup';
import type { CurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { formatWeight } from '../../../lib/training-format';
import { useWeightUnit } from '../../../lib/weight-unit';
import type { RoutineRef, RoutineView } from '../api/routine-types';
import { playCompletionSound } from '../completion-sound';
import { LOG_TOASTS } from '../set-toasts';
import { useRestTimer } from '../use-rest-timer';
import { setKey, useSetSession } from '../use-set-session';
import { useStopwatch } from '../use-stopwatch';
import { useSwaps } from '../use-swaps';
import { CompletionDialog } from './completion-dialog';
import { PeopleBoard } from './people-board';
import { RestTimerBar } from './rest-timer-bar';
import { ResumeBanner } from './resume-banner';
import { useRoutineUrl } from './routine-actions';
import { RoutineHeader } from './routine-header';
import { RoutineTimer } from './routine-timer';
import { SessionCard } from './session-card';
import { SwapDialog } from './swap-dialog';
import { WorkoutCard } from './workout-card';
import { WorkoutGroup } from './workout-group';

/**
 * The routine's workout items in order, each superset or circuit wrapped in one item holding its members'
 * (the page's list stays one list; a group is one entry of it).
 */
function grouped(
  workouts: readonly RoutineView['workouts'][number][],
  item: (workout: RoutineView['workouts'][number], index: number) => ReactNode,
): ReactNode[] {
  const items: ReactNode[] = [];
  let index = 0;
  while (index < workouts.length) {
    const letter = workouts[index]?.group ?? null;
    let end = index + 1;
    while (letter !== null && workouts[end]?.group === letter) end += 1;
    const members = workouts.slice(index, end);
    if (letter === null) items.push(item(members[0] as RoutineView['workouts'][number], index));
    else {
      const start = index;
      items.push(
        <li key={`group-${letter}`}>
          <WorkoutGroup letter={letter} names={members.map((w) => w.workoutType)}>
            {members.map((w, i) => item(w, start + i))}
          </WorkoutGroup>
        </li>,
      );
    }
    index = end;
  }
  return items;
}

export interface RoutineDetailsProps {
  routine: RoutineView;
  routineRef: RoutineRef;
  user: CurrentUser;
}

/**
 * The routine page body (docs/product.md#routine-page). The workout is logged on the server as it goes (a
 * reload resumes it); leaving the page finishes it, so XP, progress and the timer start from zero on the next
 * visit (docs/product.md#leaving-the-page).
 */
export function RoutineDetails({ routine, routineRef, user }: RoutineDetailsProps) {
  const rest = useRestTimer();
  const { start: startRest } = rest;
  // The workouts as this session does them: a swapped exercise in place of the routine's (decision 048).
  const swaps = useSwaps(routineRef, routine.workouts);
  const { workouts } = swaps;
  // The rest starts after a set done alone, or after a superset's round (use-set-session.ts).
  const session = useSetSession(routineRef, workouts, user.id, (w) =>
    startRest(workouts[w]?.category ?? 'custom'),
  );
  const [unit, setUnit] = useWeightUnit();
  // Plates are read only for a routine with a barbell in it.
  const plates = usePlateSetup(workouts.some((w) => w.loadedWith === 'barbell'));
  const [swapping, setSwapping] = useState<number | null>(null);
  const openSwap = useCallback((w: number) => setSwapping(w), []);
  const [finishing, setFinishing] = useState(false);
  const navigate = useNavigate();
  const stopwatch = useStopwatch();
  const url = useRoutineUrl(routineRef);
  // The time the workout took, once every set is ticked (the dialog shows it); null until then.
  const [completedInMs, setCompletedInMs] = useState<number | null>(null);
  const wasComplete = useRef(false);
  const complete = isComplete(session.currentProgress);

  useEffect(() => {
    if (complete && !wasComplete.current) {
      stopwatch.pause();
      setCompletedInMs(stopwatch.elapsedMs());
      playCompletionSound();
    }
    wasComplete.current = complete;
  }, [complete, stopwatch]);

  const { viewer } = routine;
  const labels = useMemo(() => groupLabels(routine.workouts.map((w) => w.group)), [routine.workouts]);
  // The set to do next: round by round through a superset (A1, A2, A1, …), else set after set.
  const { checked } = session;
  const next = useMemo(
    () => nextSetToDo(routine.workouts, (w, s) => checked.has(setKey(w, s))),
    [routine.workouts, checked],
  );

  // What one set's row shows, at its place: a routine set, an added one, or a warm-up (below 0).
  const setView = (w: number, s: number) => ({
    values: session.valuesFor(w, s),
    details: session.detailsFor(w, s),
    done: session.checked.has(setKey(w, s)),
    busy: session.pending.has(setKey(w, s)),
  });

  const finish = async () => {
    setFinishing(true);
    try {
      const saved = await session.finish(stopwatch.elapsedMs() || undefined);
      stopwatch.reset();
      rest.skip();
      if (saved) {
        toast.success(LOG_TOASTS.saved, {
          // In the member's unit, like the record toasts the server words.
          description: `${saved.setCount} sets · ${formatWeight(Math.round(saved.volumeKg), unit)} lifted`,
          action: { label: 'History', onClick: () => navigate('/history') },
        });
      }
    } catch {
      toast.error('Could not save the workout. Your sets are kept; try Finish again.');
    } finally {
      setFinishing(false);
    }
  };

  return (
    <div className={`space-y-6 ${rest.running ? 'pb-24' : ''}`}>
      <RoutineHeader routine={routine} routineRef={routineRef} user={user} url={url} onLeft={session.clear} />

      {session.resumed ? (
        <ResumeBanner
          startedAt={session.resumed.startedAt}
          sets={session.resumed.sets}
          onKeepGoing={session.dismissResumed}
          onFinish={() => void finish()}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SessionCard
          session={session}
          viewer={viewer}
          unit={unit}
          onUnit={setUnit}
          onFinish={() => void finish()}
          finishing={finishing}
        />
        <RoutineTimer stopwatch={stopwatch} />
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="workouts-heading" className="space-y-3">
          <h2 id="workouts-heading" className="text-lg font-semibold">
            Workouts
          </h2>
          <ul className="space-y-3">
            {grouped(workouts, (workout, index) => (
              // Keyed by place: workouts keep their order, and one exercise may repeat.
              <li key={`${workout.workoutType}-${index}`}>
                <WorkoutCard
                  workout={workout}
                  workoutIndex={index}
                  sets={Array.from({ length: session.setCountFor(index) }, (_, s) => setView(index, s))}
                  previous={session.previous.get(index)}
                  unit={unit}
                  label={labels[index] ?? null}
                  nextSet={next?.workoutIndex === index ? next.setIndex : null}
                  onChange={session.setValue}
                  onDetails={session.setDetails}
                  onToggle={session.toggle}
                  plateSetup={plates.data}
                  warmUps={Array.from({ length: session.warmUpCountFor(index) }, (_, i) =>
                    setView(index, warmUpPlace(i)),
                  )}
                  onAddWarmUps={session.addWarmUps}
                  onAddSet={session.addSet}
                  onRemoveSet={session.removeSet}
                  replaces={
                    workout === routine.workouts[index]
                      ? null
                      : (routine.workouts[index]?.workoutType ?? null)
                  }
                  swapBusy={swaps.busy === index}
                  onSwap={routine.workouts[index]?.exerciseId ? openSwap : undefined}
                  onUndoSwap={swaps.undo}
                />
              </li>
            ))}
          </ul>
        </section>
        <PeopleBoard
          participants={routine.participants}
          participantCount={routine.participantCount}
          viewerID={user.id}
          routineRef={routineRef}
        />
      </div>

      {swapping !== null && routine.workouts[swapping]?.exerciseId ? (
        <SwapDialog
          original={{
            exerciseId: routine.workouts[swapping]?.exerciseId as string,
            name: routine.workouts[swapping]?.workoutType ?? '',
          }}
          currentId={workouts[swapping]?.exerciseId ?? ''}
          busy={swaps.busy !== null}
          onPick={(exerciseId) => {
            const w = swapping;
            void swaps.swap(w, exerciseId).then((taken) => {
              if (taken) setSwapping(null);
            });
          }}
          onClose={() => setSwapping(null)}
        />
      ) : null}
      <RestTimerBar timer={rest} />
      <CompletionDialog
        open={completedInMs !== null}
        onClose={() => setCompletedInMs(null)}
        onDone={() => {
          setCompletedInMs(null);
          void finish();
        }}
        routineName={routine.routineName}
        sessionXP={session.currentXP}
        elapsedMs={completedInMs ?? 0}
      />
    </div>
  );
}
