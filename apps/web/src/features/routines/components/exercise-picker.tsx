import type { ExerciseSummary } from '@stryd/domain';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useDeferredValue, useState } from 'react';
import { equipmentLabel, exerciseListQuery } from '../../../lib/exercises';

/** How many library matches the list offers at once: enough to choose from, short enough to scan. */
const SHOWN = 8;

export interface ExercisePickerProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  maxLength: number;
  describedBy: string;
  invalid: boolean;
  /** The text changed by typing: it is a custom name until a library exercise is picked. */
  onType: (text: string) => void;
  onPick: (exercise: ExerciseSummary) => void;
  /** Enter with no option highlighted (adds the workout as typed). */
  onEnter: () => void;
}

/**
 * The workout-type field: an ARIA combobox that searches the exercise library as you type (arrow keys
 * move through the matches, Enter or a tap picks one, Escape closes), while free text stays possible.
 * The matches sit in the page's flow, under the field, so they never cover the sets, reps or Add button;
 * they stay until one is picked, Escape is pressed or the field is emptied (adding a workout empties it).
 */
export function ExercisePicker({
  id,
  inputRef,
  value,
  maxLength,
  describedBy,
  invalid,
  onType,
  onPick,
  onEnter,
}: ExercisePickerProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDeferredValue(value.trim());
  const matches = useQuery({ ...exerciseListQuery({ q }), enabled: open && q !== '' });
  const options = q === '' ? [] : (matches.data?.items ?? []).slice(0, SHOWN);
  const expanded = open && options.length > 0;
  const listId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (exercise: ExerciseSummary) => {
    onPick(exercise);
    setOpen(false);
    setActive(-1);
  };

  return (
    <div>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        maxLength={maxLength}
        value={value}
        placeholder="e.g. Push-ups"
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        // No close on blur: the list sits in the page's flow, and closing it as a finger leaves the field
        // would move the Add button from under that finger. Picking, Escape or adding closes it.
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            if (options.length === 0) return;
            const last = options.length - 1;
            setActive((current) =>
              event.key === 'ArrowDown'
                ? current < last
                  ? current + 1
                  : 0
                : current > 0
                  ? current - 1
                  : last,
            );
          } else if (event.key === 'Escape' && expanded) {
            event.preventDefault();
            setOpen(false);
            setActive(-1);
          } else if (event.key === 'Enter') {
            event.preventDefault();
            const chosen = expanded && active >= 0 ? options[active] : undefined;
            if (chosen) pick(chosen);
            else onEnter();
          }
        }}
        className="block w-full rounded-xl border border-border bg-bg px-3 py-2.5 text-base text-fg placeholder:text-muted"
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Exercises in the library"
        hidden={!expanded}
        className="mt-1 max-h-72 w-full overflow-auto rounded-xl border border-border bg-surface py-1 shadow-sm"
      >
        {options.map((exercise, index) => (
          // Options are reached through the field (aria-activedescendant), so they take no focus or keys.
          // biome-ignore lint/a11y/useFocusableInteractive: the combobox keeps focus; see above.
          // biome-ignore lint/a11y/useKeyWithClickEvents: arrow keys and Enter on the field pick options.
          <div
            key={exercise.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keep focus in the field: a tap picks without a blur closing the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(exercise)}
            className={`flex min-h-12 cursor-pointer flex-col justify-center px-3 py-2 ${
              index === active ? 'bg-accent-soft' : 'hover:bg-surface-2'
            }`}
          >
            <span className="font-medium text-fg">{exercise.name}</span>
            <span className="text-xs text-muted">
              {exercise.primaryMuscles.join(', ')} · {equipmentLabel(exercise.equipment)}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
