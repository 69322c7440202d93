import { profilePath, routineEditPath } from '@stryd/domain';
import { CalendarDays, Clock, Dumbbell, Gauge, Moon, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../lib/session';
import { hydratedApart } from '../../../lib/ui/hydrated-apart';
import { buttonStyles } from '../../../lib/ui/styles';
import type { RoutineRef, RoutineView } from '../api/routine-types';
import { CopyInviteButton, DeleteRoutineButton, JoinLeaveButton, ShareLink } from './routine-actions';

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

interface RoutineHeaderProps {
  routine: RoutineView;
  routineRef: RoutineRef;
  user: CurrentUser;
  /** The routine's address, to copy and share. */
  url: string;
  /** After leaving the routine (stable: the header is drawn again only when its props change). */
  onLeft: () => void;
}

/** The routine's name, creator, facts and actions (join or leave, invite, share, edit, delete). */
function RoutineHeaderBody({ routine, routineRef, user, url, onLeft }: RoutineHeaderProps) {
  const { viewer } = routine;
  const equipment =
    routine.routineEquipments.length > 0 ? routine.routineEquipments.join(', ') : 'Bodyweight';
  return (
    <header className="space-y-3">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-text">
          {routine.routineCreationType === 'generated' ? 'AI-generated routine' : 'Routine'}
        </p>
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{routine.routineName}</h1>
        <p className="mt-1 text-muted">
          by{' '}
          <Link to={profilePath(routine.creator.userID)} className="font-semibold text-accent-text underline">
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
            onLeft={onLeft}
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
  );
}

/** Hydrated apart (lib/ui/hydrated-apart.tsx): a set tapped early does not wait for the header. */
export const RoutineHeader = hydratedApart(RoutineHeaderBody);
