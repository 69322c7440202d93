import { formatPercent, isComplete, profilePath, routineEditPath } from '@stryd/domain';
import { CalendarDays, Clock, Dumbbell, Gauge, Moon, Pencil } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../lib/session';
import { ProgressBar } from '../../../lib/ui/progress-bar';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import type { RoutineRef, RoutineView } from '../api/routine-types';
import { playCompletionSound } from '../completion-sound';
import { useSetSession } from '../use-set-session';
import { useStopwatch } from '../use-stopwatch';
import { CompletionDialog } from './completion-dialog';
import { PeopleBoard } from './people-board';
import {
  CopyInviteButton,
  DeleteRoutineButton,
  JoinLeaveButton,
  ShareLink,
  useRoutineUrl,
} from './routine-actions';
import { RoutineTimer } from './routine-timer';
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
 * SPEC §2 routine page body. Ticks, XP, progress and the timer live in this component, so they start
 * from zero on every visit (SPEC §4: leaving the page resets them).
 */
export function RoutineDetails({ routine, routineRef, user }: RoutineDetailsProps) {
  const session = useSetSession(routineRef, routine.workouts, user.id);
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
  const percent = formatPercent(session.currentProgress);
  const equipment =
    routine.routineEquipments.length > 0 ? routine.routineEquipments.join(', ') : 'Bodyweight';

  return (
    <div className="space-y-6">
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

      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="progress-heading" className={cardStyles}>
          <h2 id="progress-heading" className="text-lg font-semibold">
            This session
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-3">
            <div>
              <dt className="text-sm text-muted">Completed</dt>
              <dd className="text-3xl font-bold tabular-nums" data-testid="percent-completed">
                {percent}%
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">XP</dt>
              <dd className="text-3xl font-bold tabular-nums" data-testid="session-xp">
                {session.currentXP} XP
              </dd>
            </div>
          </dl>
          <ProgressBar
            className="mt-3"
            value={session.currentProgress}
            label="Routine completed"
            valueText={`${percent}% completed`}
          />
          <p className="mt-3 text-sm text-muted">
            {viewer.isParticipant || viewer.isCreator
              ? `Today on this routine: ${viewer.todayXP} of ${viewer.dailyCap} XP.`
              : 'Join this routine to earn XP for the sets you tick.'}
          </p>
        </section>
        <RoutineTimer stopwatch={stopwatch} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="workouts-heading" className="space-y-3">
          <h2 id="workouts-heading" className="text-lg font-semibold">
            Workouts
          </h2>
          <ul className="space-y-3">
            {routine.workouts.map((workout, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: workouts keep their order; one may repeat
              <li key={`${workout.workoutType}-${index}`}>
                <WorkoutCard
                  workout={workout}
                  workoutIndex={index}
                  checked={session.checked}
                  pending={session.pending}
                  onToggle={session.toggle}
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

      <CompletionDialog
        open={showComplete}
        onClose={() => setShowComplete(false)}
        routineName={routine.routineName}
        sessionXP={session.currentXP}
        elapsedMs={stopwatch.elapsedMs}
      />
    </div>
  );
}
