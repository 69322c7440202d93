import { type ExerciseSummary, exercisePath } from '@stryd/domain';
import { Link } from 'react-router';
import { equipmentLabel } from '../../../lib/exercises';

/** One exercise in a list: its name (the link), main muscles, equipment and level. */
export function ExerciseSummaryCard({ exercise }: { exercise: ExerciseSummary }) {
  return (
    <Link
      to={exercisePath(exercise.id)}
      className="flex min-h-16 flex-col justify-center rounded-2xl border border-border bg-surface px-4 py-3 shadow-sm hover:bg-surface-2"
    >
      <span className="font-semibold text-fg">{exercise.name}</span>
      <span className="text-sm text-muted">
        {exercise.primaryMuscles.join(', ')} · {equipmentLabel(exercise.equipment)} · {exercise.difficulty}
      </span>
    </Link>
  );
}
