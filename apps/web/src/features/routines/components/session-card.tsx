import { formatPercent, WEIGHT_UNITS, type WeightUnit } from '@stryd/domain';
import { Flag } from 'lucide-react';
import { ProgressBar } from '../../../lib/ui/progress-bar';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';
import type { RoutineView } from '../api/routine-types';
import type { SetSession } from '../use-set-session';

export interface SessionCardProps {
  session: SetSession;
  viewer: RoutineView['viewer'];
  unit: WeightUnit;
  onUnit: (unit: WeightUnit) => void;
  onFinish: () => void;
  finishing: boolean;
}

/** "This session": the page's percent and XP, today's XP on the routine, the weight unit and Finish. */
export function SessionCard({ session, viewer, unit, onUnit, onFinish, finishing }: SessionCardProps) {
  const percent = formatPercent(session.currentProgress);
  return (
    <section aria-labelledby="progress-heading" className={cardStyles}>
      <div className="flex items-center justify-between gap-2">
        <h2 id="progress-heading" className="text-lg font-semibold">
          This session
        </h2>
        <fieldset className="flex rounded-lg border border-border p-0.5">
          <legend className="sr-only">Weight unit</legend>
          {WEIGHT_UNITS.map((option) => (
            <label
              key={option}
              className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:ring-2 ${
                unit === option ? 'bg-accent text-accent-fg' : 'text-muted'
              }`}
            >
              <input
                type="radio"
                name="weight-unit"
                value={option}
                checked={unit === option}
                onChange={() => onUnit(option)}
                className="sr-only"
              />
              {option}
            </label>
          ))}
        </fieldset>
      </div>
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
      <button
        type="button"
        className={`${buttonStyles.secondary} mt-3 w-full`}
        disabled={session.loggedCount === 0 || finishing}
        onClick={onFinish}
      >
        <Flag aria-hidden="true" className="h-4 w-4" />
        {finishing ? 'Saving…' : 'Finish workout'}
      </button>
    </section>
  );
}
