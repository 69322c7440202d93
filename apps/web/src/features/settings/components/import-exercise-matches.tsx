import type { ImportPreview } from '@stryd/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { equipmentLabel, exerciseListQuery } from '../../../lib/exercises';
import { buttonStyles } from '../../../lib/ui/styles';
import { IMPORT_TEXT } from './import-text';

/** The select's value for "keep it as my own exercise". */
const OWN = '';

/**
 * Each exercise of the file with the library exercise it will be filed under, and a way to pick another
 * (or none). The library is loaded only once a match is opened for change: most files need no fixing.
 */
export function ImportExerciseMatches(props: {
  exercises: ImportPreview['exercises'];
  disabled: boolean;
  onPick: (name: string, exerciseId: string | null) => void;
}) {
  const [changing, setChanging] = useState<string | null>(null);
  const library = useQuery({ ...exerciseListQuery({}), enabled: changing !== null });
  return (
    <div>
      <h3 className="text-sm font-semibold">{IMPORT_TEXT.matchesHeading}</h3>
      <ul className="mt-1 flex flex-col divide-y divide-border text-sm">
        {props.exercises.map((exercise) => (
          <li key={exercise.name} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
            <span className="min-w-0 flex-1 break-words">
              <span className="font-semibold">{exercise.name}</span> →{' '}
              {exercise.libraryName ?? IMPORT_TEXT.ownExercise}
            </span>
            {changing === exercise.name ? (
              <select
                aria-label={IMPORT_TEXT.matchLabel(exercise.name)}
                value={exercise.exerciseId ?? OWN}
                disabled={props.disabled || library.isPending}
                onChange={(event) => {
                  setChanging(null);
                  props.onPick(exercise.name, event.target.value || null);
                }}
                className="min-h-12 w-full rounded-xl border border-border bg-surface-2 px-3 text-fg"
              >
                <option value={OWN}>{IMPORT_TEXT.ownExercise}</option>
                {exercise.exerciseId && !library.data ? (
                  <option value={exercise.exerciseId}>{exercise.libraryName}</option>
                ) : null}
                {library.data?.items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name} ({equipmentLabel(item.equipment)})
                  </option>
                ))}
              </select>
            ) : (
              <button
                type="button"
                className={buttonStyles.smallSecondary}
                disabled={props.disabled}
                aria-label={IMPORT_TEXT.changeMatch(exercise.name)}
                onClick={() => setChanging(exercise.name)}
              >
                {IMPORT_TEXT.change}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
