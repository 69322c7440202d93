import { EXERCISE_FILTER_EQUIPMENT, type ExerciseQuery, MUSCLES } from '@stryd/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import { exerciseListQuery } from '../../../lib/exercises';
import { Seo } from '../../../lib/seo';
import { ErrorAlert } from '../../../lib/ui/error-alert';
import { Skeleton } from '../../../lib/ui/skeleton';
import { ExerciseSummaryCard } from '../components/exercise-summary-card';

const SKELETON_KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

const FIELD = 'block w-full rounded-xl border border-border bg-bg px-3 py-2.5 text-base text-fg';

/** One filter of the list: a labelled select whose first option means "no filter". */
function FilterSelect(props: {
  id: string;
  label: string;
  anyLabel: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={props.id} className="text-sm font-semibold">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={FIELD}
      >
        <option value="">{props.anyLabel}</option>
        {props.options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </div>
  );
}

/** /exercises: the library, searched by name or alias as you type and filtered by muscle and equipment. */
export function ExercisesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const muscle = params.get('muscle') ?? '';
  const equipment = params.get('equipment') ?? '';
  // Typing stays instant; the list follows a moment later.
  const filter = useDeferredValue({ q: q.trim(), muscle, equipment } as ExerciseQuery);
  const list = useQuery(exerciseListQuery(filter));

  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const items = list.data?.items ?? [];
  return (
    <>
      <Seo
        title="Exercise library"
        description="How to do each exercise, the muscles it works, the equipment it needs and what to do instead."
        path="/exercises"
      />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Exercise library</h1>
      <p className="mt-1 mb-5 text-muted">How to do each move, what it works and what to swap it for.</p>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for jsdom and older Safari; role=search is equivalent. */}
      <div role="search" className="grid gap-3 sm:grid-cols-3" aria-label="Find exercises">
        <div className="space-y-1 sm:col-span-3">
          <label htmlFor="exercise-search" className="text-sm font-semibold">
            Search exercises
          </label>
          <input
            id="exercise-search"
            type="search"
            value={q}
            onChange={(event) => set('q', event.target.value)}
            placeholder="e.g. push-ups, goblet squat"
            autoComplete="off"
            className={FIELD}
          />
        </div>
        <FilterSelect
          id="exercise-muscle"
          label="Muscle"
          anyLabel="Any muscle"
          options={MUSCLES}
          value={muscle}
          onChange={(value) => set('muscle', value)}
        />
        <FilterSelect
          id="exercise-equipment"
          label="Equipment"
          anyLabel="Any equipment"
          options={EXERCISE_FILTER_EQUIPMENT}
          value={equipment}
          onChange={(value) => set('equipment', value)}
        />
      </div>
      <p role="status" className="mt-4 mb-2 text-sm text-muted">
        {list.isPending
          ? 'Loading exercises…'
          : list.data
            ? `${items.length} of ${list.data.total} exercises`
            : ''}
      </p>
      {list.isError && !list.data ? (
        <ErrorAlert message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {SKELETON_KEYS.map((key) => (
            <Skeleton key={key} className="h-16" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-border bg-surface p-5 text-muted">
          No exercise matches. Try fewer words or another filter.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Exercises">
          {items.map((exercise) => (
            <li key={exercise.id}>
              <ExerciseSummaryCard exercise={exercise} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
