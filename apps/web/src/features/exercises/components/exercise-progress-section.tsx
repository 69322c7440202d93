import { type ExerciseProgress, fromKg, type WeightUnit } from '@stryd/domain';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { LineChart, type LineChartPoint, type LineChartSeries } from '../../../lib/ui/line-chart';
import { Skeleton } from '../../../lib/ui/skeleton';
import { cardStyles } from '../../../lib/ui/styles';
import { useWeightUnit } from '../../../lib/weight-unit';
import { useExerciseProgress } from '../api/get-exercise-progress';
import { ProgressRecords } from './progress-records';

export const NOT_LOGGED_TEXT = 'You have not logged this exercise yet.';

type Point = ExerciseProgress['points'][number];
type Metric = LineChartSeries & { value: (p: Point) => number | null };

/** e1RM when the exercise is lifted with weight; else the best reps, else the longest time. */
function mainMetric(points: readonly Point[], unit: WeightUnit): Metric | null {
  const kg = (v: number | null) => (v === null ? null : fromKg(v, unit));
  const candidates: Metric[] = [
    { label: 'Estimated 1RM', unit, value: (p) => kg(p.e1rm) },
    { label: 'Best reps', unit: '', value: (p) => p.bestReps },
    { label: 'Longest time', unit: 's', value: (p) => p.bestSeconds },
  ];
  return candidates.find((m) => points.some((p) => m.value(p) !== null)) ?? null;
}

function progressChart(points: readonly Point[], unit: WeightUnit) {
  const metrics: Metric[] = [];
  const main = mainMetric(points, unit);
  if (main) metrics.push(main);
  // Bodyweight and timed work has no volume (weight × reps): a flat zero line says nothing.
  if (points.some((p) => p.volumeKg > 0))
    metrics.push({ label: 'Volume', unit, value: (p) => fromKg(p.volumeKg, unit) });
  const chartPoints: LineChartPoint[] = points.map((p) => ({
    // Noon UTC keeps each training day on its own date in every viewer's time zone.
    x: Date.parse(`${p.day}T12:00:00Z`) / 1000,
    values: metrics.map((m) => m.value(p)),
  }));
  return { series: metrics.map(({ label, unit: u }) => ({ label, unit: u })), points: chartPoints };
}

/** "Your progress" on an exercise page: records and a trend for the signed-in user; nothing when signed out. */
export function ExerciseProgressSection({
  exerciseId,
  exerciseName,
}: {
  exerciseId: string;
  exerciseName: string;
}) {
  const { user } = useSession();
  const progress = useExerciseProgress(exerciseId, Boolean(user));
  const [unit] = useWeightUnit();
  if (!user) return null;

  let body: ReactNode;
  if (progress.isPending) {
    body = (
      <div role="status" aria-label="Loading your progress" className="space-y-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-40" />
      </div>
    );
  } else if (progress.isLoadingError) {
    // A failed refetch (finishing a session asks again, maybe offline) keeps the progress already shown.
    body = <ErrorAlert message={progress.error.message} onRetry={() => void progress.refetch()} />;
  } else if (progress.data.points.length === 0) {
    body = <p className="text-muted">{NOT_LOGGED_TEXT}</p>;
  } else {
    const chart = progressChart(progress.data.points, unit);
    body = (
      <>
        <ProgressRecords records={progress.data.records} unit={unit} />
        {chart.series.length > 0 ? (
          <LineChart title={`${exerciseName} over time`} series={chart.series} points={chart.points} />
        ) : null}
      </>
    );
  }
  return (
    <section aria-labelledby="progress-heading" className={`${cardStyles} space-y-4`}>
      <h2 id="progress-heading" className="text-lg font-semibold">
        Your progress
      </h2>
      {body}
    </section>
  );
}
