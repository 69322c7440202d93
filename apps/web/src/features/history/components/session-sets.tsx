import {
  effortLabel,
  exercisePath,
  groupLabels,
  type LoggedSet,
  RECORD_LABELS,
  SET_TYPE_LABELS,
  setPlaceLabel,
  type WeightUnit,
} from '@stryd/domain';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { formatSet } from '../../../lib/training-format';
import { GroupLabel } from '../../../lib/ui/group-label';

interface ExerciseGroup {
  key: string;
  exerciseId: string | null;
  exerciseName: string;
  /** 'A1', 'A2', … when it was done in a superset or circuit; null alone. */
  label: string | null;
  sets: LoggedSet[];
}

/**
 * Sets in routine order, one group per workout (the same exercise twice in a routine stays twice), each
 * labelled by the superset it was done in, as the routine page labels it.
 */
function groupByExercise(sets: readonly LoggedSet[]): ExerciseGroup[] {
  const ordered = [...sets].sort((a, b) => a.workoutIndex - b.workoutIndex || a.setIndex - b.setIndex);
  const groups: Omit<ExerciseGroup, 'label'>[] = [];
  for (const set of ordered) {
    const last = groups.at(-1);
    if (last && last.key === `${set.workoutIndex}`) last.sets.push(set);
    else
      groups.push({
        key: `${set.workoutIndex}`,
        exerciseId: set.exerciseId,
        exerciseName: set.exerciseName,
        sets: [set],
      });
  }
  const labels = groupLabels(groups.map((group) => group.sets[0]?.group));
  return groups.map((group, index) => ({ ...group, label: labels[index] ?? null }));
}

/** A set's type (unless a working set) and effort, as small labels beside its values. */
function SetTags({ set }: { set: LoggedSet }) {
  const effort = effortLabel(set);
  return (
    <>
      {set.setType === 'working' ? null : (
        <span className="rounded-full border border-border px-2 py-0.5 text-xs font-semibold text-muted">
          {SET_TYPE_LABELS[set.setType]}
        </span>
      )}
      {effort ? <span className="text-sm font-medium text-muted">{effort}</span> : null}
    </>
  );
}

/**
 * Every set of a session grouped by exercise, with its type, effort, note and the records it set. A
 * note is plain text (React writes it as text).
 */
export function SessionSets({ sets, unit }: { sets: readonly LoggedSet[]; unit: WeightUnit }) {
  if (sets.length === 0) return <p className="text-muted">No sets were logged in this session.</p>;
  return (
    <ol className="space-y-4">
      {groupByExercise(sets).map((group) => (
        <li key={group.key} className="rounded-2xl border border-border bg-surface p-4">
          <h3 className="text-lg font-semibold">
            {group.label ? <GroupLabel label={group.label} /> : null}
            {group.exerciseId ? (
              <Link
                to={exercisePath(group.exerciseId)}
                className="text-accent-text underline-offset-2 hover:underline"
              >
                {group.exerciseName}
              </Link>
            ) : (
              group.exerciseName
            )}
          </h3>
          <ol className="mt-2 divide-y divide-border">
            {group.sets.map((set) => (
              <li key={set.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                {/* A warm-up the routine page added is W1, W2, … before set 1 (decision 047). */}
                <span className="w-14 shrink-0 text-sm font-medium text-muted">
                  {setPlaceLabel(set.setIndex)}:
                </span>{' '}
                <span className="font-semibold tabular-nums">{formatSet(set, unit)}</span>
                <SetTags set={set} />
                {set.records.map((kind) => (
                  <span
                    key={kind}
                    className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-fg"
                  >
                    <Trophy aria-hidden="true" className="h-3.5 w-3.5 text-accent-text" />
                    <span className="sr-only">, record: </span>
                    {RECORD_LABELS[kind]}
                  </span>
                ))}
                {set.note ? <p className="w-full break-words pl-14 text-sm text-muted">{set.note}</p> : null}
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
