import { isComplete, profilePath, routineEditPath } from '@stryd/domain';
import { CalendarDays, Clock, Dumbbell, Gauge, Moon, Pencil } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { formatWeight } from '../../../lib/training-format';
import { buttonStyles } from '../../../lib/ui/styles';
import { useWeightUnit } from '../../../lib/weight-unit';
import type { RoutineRef, RoutineView } from '../api/routine-types';
import { playCompletionSound } from '../completion-sound';
import { LOG_TOASTS } from '../set-toasts';
import { useRestTimer } from '../use-rest-timer';
import { useSetSession } from '../use-set-session';
import { useStopwatch } from '../use-stopwatch';
import { CompletionDialog } from './completion-dialog';
import { PeopleBoard } from './people-board';
import { RestTimerBar } from './rest-timer-bar';
import { ResumeBanner } from './resume-banner';
import {
  CopyInviteButton,
  DeleteRoutineButton,
  JoinLeaveButton,
  ShareLink,
  useRoutineUrl,
} from './routine-actions';
import { RoutineTimer } from './routine-timer';
import { SessionCard } from './session-card';
import { WorkoutCard } from './workout-card';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-bg px-3 py-2">
      <dt className="flex items-center gap-1.5 text-xs text-muted">
        <span className="text-accent-text">{icon}</span>
        {label}
      </dt>
      <dd className="truncate text-sm font-semibold">{children}</dd>
    </div>
  );
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
  const session = useSetSession(routineRef, routine.workouts, user.id, (w) =>
    startRest(routine.workouts[w]?.category ?? 'custom'),
  );
  const [unit, setUnit] = useWeightUnit();
  const [finishing, setFinishing] = useState(false);
  const navigate = useNavigate();
  const stopwatch = useStopwatch();
  const url = useRoutineUrl(routineRef);
  const [showComplete, setShowComplete] = useState(false);
  const wasComplete = useRef(false);
  const complete = isComplete(session.currentProgress);
  const { pause } = stopwatch;

  useEffect(() => {
    if (complete && !wasComplete.current) {
      pause();
      setShowComplete(true);
      playCompletionSound();
    }
    wasComplete.current = complete;
  }, [complete, pause]);

  const { viewer } = routine;

  const finish = async () => {
    setFinishing(true);
    try {
      const saved = await session.finish(stopwatch.elapsedMs || undefined);
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
  const equipment =
    routine.routineEquipments.length > 0 ? routine.routineEquipments.join(', ') : 'Bodyweight';

  return (
    <div className={`space-y-6 ${rest.running ? 'pb-24' : ''}`}>
      <header className="space-y-3">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-text">
            {routine.routineCreationType === 'generated' ? 'AI-generated routine' : 'Routine'}
          </p>
          <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{routine.routineName}</h1>
          <p className="mt-1 text-muted">
            by{' '}
            <Link
              to={profilePath(routine.creator.userID)}
              className="font-semibold text-accent-text underline"
            >
              {routine.creator.username}
            </Link>
          </p>
        </div>
        {routine.routineDescription || routine.routineReason ? (
          <p className="max-w-prose text-fg">{routine.routineDescription || routine.routineReason}</p>
        ) : null}
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Fact icon={<Clock aria-hidden="true" className="h-4 w-4" />} label="Estimated time">
            {routine.estimatedTimeMinutes} mins
          </Fact>
          <Fact icon={<Gauge aria-hidden="true" className="h-4 w-4" />} label="Level">
            {routine.level || 'Any'}
          </Fact>
          <Fact icon={<Dumbbell aria-hidden="true" className="h-4 w-4" />} label="Equipment">
            {equipment}
          </Fact>
          {routine.restDays !== null ? (
            <Fact icon={<Moon aria-hidden="true" className="h-4 w-4" />} label="Rest days">
              {routine.restDays} per week
            </Fact>
          ) : (
            <Fact icon={<CalendarDays aria-hidden="true" className="h-4 w-4" />} label="Created">
              {routine.createdDate}
            </Fact>
          )}
        </dl>
        <div className="flex flex-wrap gap-2">
          {viewer.isCreator ? null : (
            <JoinLeaveButton
              routineRef={routineRef}
              user={user}
              isParticipant={viewer.isParticipant}
              onLeft={session.clear}
            />
          )}
          <CopyInviteButton url={url} />
          <ShareLink routineName={routine.routineName} url={url} />
          {viewer.isCreator ? (
            <>
              <Link
                to={routineEditPath(routine.creatorID, routine.routineName)}
                className={buttonStyles.smallSecondary}
              >
                <Pencil aria-hidden="true" className="h-4 w-4" />
                Edit routine
              </Link>
              <DeleteRoutineButton routineRef={routineRef} />
            </>
          ) : null}
        </div>
      </header>

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
            {routine.workouts.map((workout, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: workouts keep their order; one may repeat
              <li key={`${workout.workoutType}-${index}`}>
                <WorkoutCard workout={workout} workoutIndex={index} session={session} unit={unit} />
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

      <RestTimerBar timer={rest} />
      <CompletionDialog
        open={showComplete}
        onClose={() => setShowComplete(false)}
        onDone={() => {
          setShowComplete(false);
          void finish();
        }}
        routineName={routine.routineName}
        sessionXP={session.currentXP}
        elapsedMs={stopwatch.elapsedMs}
      />
    </div>
  );
}
