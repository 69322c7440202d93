import { exercisePath } from '@stryd/domain';
import { useQuery } from '@tanstack/react-query';
import { Dumbbell, ExternalLink, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { equipmentLabel, exerciseQuery, MEASURE_LABELS } from '../../../lib/exercises';
import { Seo } from '../../../lib/seo';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { MessagePanel } from '../../../lib/ui/message-panel';
import { Skeleton } from '../../../lib/ui/skeleton';
import { cardStyles } from '../../../lib/ui/styles';
import { ExerciseProgressSection } from '../components/exercise-progress-section';
import { ExerciseSummaryCard } from '../components/exercise-summary-card';

const CATEGORY_LABELS = {
  strength: 'Strength',
  cardio: 'Cardio',
  plyometric: 'Plyometric',
  core: 'Core',
  mobility: 'Mobility',
} as const;

/** /exercises/{id}: how to do one exercise, what it works, what it needs, a demo search and alternatives. */
export function ExercisePage() {
  const id = useParams().exerciseId ?? '';
  const exercise = useQuery(exerciseQuery(id));

  if (exercise.isPending)
    return (
      <div role="status" aria-label="Loading exercise" className="space-y-4">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-32" />
        <Skeleton className="h-24" />
      </div>
    );
  if (exercise.error instanceof ApiError && [400, 404].includes(exercise.error.status))
    return (
      <>
        <Seo title="Exercise not found" noIndex />
        <MessagePanel
          headingId="exercise-missing"
          icon={SearchX}
          tone="muted"
          title="Exercise not found"
          message="The library has no exercise at this address."
        >
          <Link to="/exercises" className="mt-4 inline-block font-semibold text-accent-text underline">
            Browse the exercise library
          </Link>
        </MessagePanel>
      </>
    );
  // A failed refetch of an exercise the page already holds (offline, the server away) keeps it on screen:
  // only an exercise never had is an error.
  if (exercise.isLoadingError)
    return <ErrorAlert message={exercise.error.message} onRetry={() => void exercise.refetch()} />;

  const e = exercise.data;
  return (
    <article aria-labelledby="exercise-name" className="space-y-5">
      <Seo title={e.name} description={e.howTo} path={exercisePath(e.id)} />
      <div>
        <Link
          to="/exercises"
          className="text-sm font-semibold text-accent-text underline-offset-2 hover:underline"
        >
          Exercise library
        </Link>
        <h1 id="exercise-name" className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
          {e.name}
        </h1>
        {e.aliases.length > 0 ? (
          <p className="text-sm text-muted">Also called {e.aliases.join(', ')}</p>
        ) : null}
        <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="At a glance">
          {[
            CATEGORY_LABELS[e.category],
            e.difficulty,
            MEASURE_LABELS[e.measure],
            ...(e.unilateral ? ['One side at a time'] : []),
          ].map((tag) => (
            <li key={tag} className="rounded-full border border-border bg-surface-2 px-3 py-1">
              {tag}
            </li>
          ))}
        </ul>
      </div>

      <section aria-labelledby="how-to" className={cardStyles}>
        <h2 id="how-to" className="text-lg font-semibold">
          How to do it
        </h2>
        <p className="mt-2 leading-relaxed">{e.howTo}</p>
        <a
          href={e.videoSearchUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1 font-semibold text-accent-text underline-offset-2 hover:underline"
        >
          Watch demo <span className="sr-only">of {e.name} (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </a>
      </section>

      <section aria-labelledby="works" className={cardStyles}>
        <h2 id="works" className="text-lg font-semibold">
          What it works and needs
        </h2>
        <dl className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">Main muscles</dt>
          <dd>{e.primaryMuscles.join(', ')}</dd>
          {e.secondaryMuscles.length > 0 ? (
            <>
              <dt className="font-semibold">Also works</dt>
              <dd>{e.secondaryMuscles.join(', ')}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Equipment</dt>
          <dd className="inline-flex items-center gap-1.5">
            <Dumbbell aria-hidden="true" className="h-4 w-4 text-muted" />
            {equipmentLabel(e.equipment)}
          </dd>
        </dl>
      </section>

      <ExerciseProgressSection exerciseId={e.id} exerciseName={e.name} />

      {e.alternatives.length > 0 ? (
        <section aria-labelledby="alternatives">
          <h2 id="alternatives" className="mb-3 text-lg font-semibold">
            Alternatives for {e.primaryMuscles[0]}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {e.alternatives.map((alternative) => (
              <li key={alternative.id}>
                <ExerciseSummaryCard exercise={alternative} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
