import {
  COMMON_BARS,
  DEFAULT_PLATE_SETUPS,
  type PlateSetupAnswer,
  plateSetupSchema,
  WEIGHT_UNITS,
  type WeightUnit,
} from '@stryd/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { usePlateSetup, useSavePlateSetup } from '../../../lib/plate-setup';
import { CardSection } from '../../../lib/ui/card-section';
import { ChoiceFieldset } from '../../../lib/ui/choice-fieldset';
import { FormAlert } from '../../../lib/ui/form-alert';
import { Skeleton } from '../../../lib/ui/skeleton';
import { buttonStyles } from '../../../lib/ui/styles';
import { barKey, draftOf, type PlateDraft, plateRow, setupOf, withPlateUnit } from './plate-setup-draft';

export const PLATES_TEXT = {
  heading: 'Bar and plates',
  intro:
    'The routine page shows the plates for each side of every barbell set, and proposes warm-ups you can load, from these.',
  loadFailed: 'Could not load your bar and plates.',
  saved: 'Saved: your sets are loaded from these plates.',
  saveFailed: 'Could not save your bar and plates. Please try again.',
  countHint: 'How many you have in all: each side gets half.',
} as const;

const COMMON = COMMON_BARS.map(barKey);
const BAR_OPTIONS = [
  ...COMMON.map((value) => ({ value, label: value })),
  { value: 'custom', label: 'Custom' },
];
const UNIT_OPTIONS = WEIGHT_UNITS.map((value) => ({ value, label: `${value} plates` }));
const inputStyles =
  'h-11 rounded-lg border border-border bg-bg px-2 text-base font-semibold text-fg tabular-nums aria-invalid:border-danger';

function PlatesForm({ answer }: { answer: PlateSetupAnswer }) {
  const save = useSavePlateSetup();
  const [draft, setDraft] = useState<PlateDraft>(() => draftOf(answer, COMMON));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const countHintId = useId();
  const change = (next: PlateDraft) => {
    setDraft(next);
    setSaved(false);
  };
  const setPlate = (key: number, field: 'weight' | 'count', value: string) =>
    change({ ...draft, plates: draft.plates.map((p) => (p.key === key ? { ...p, [field]: value } : p)) });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = plateSetupSchema.safeParse(setupOf(draft));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? PLATES_TEXT.saveFailed);
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => setSaved(true),
      onError: (error) => setProblem(error instanceof ApiError ? error.message : PLATES_TEXT.saveFailed),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <ChoiceFieldset
        legend="Bar"
        showLegend
        name="bar"
        options={BAR_OPTIONS}
        value={draft.bar}
        onChange={(bar) => change({ ...draft, bar })}
      />
      {draft.bar === 'custom' ? (
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-2 text-sm font-semibold">
            Bar weight
            <input
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              value={draft.customBar}
              onChange={(e) => change({ ...draft, customBar: e.target.value })}
              className={`${inputStyles} w-24`}
            />
          </label>
          <select
            aria-label="Bar weight unit"
            value={draft.customBarUnit}
            onChange={(e) => change({ ...draft, customBarUnit: e.target.value as WeightUnit })}
            className={`${inputStyles} w-20`}
          >
            {WEIGHT_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ChoiceFieldset
        legend="Your plates are marked in"
        showLegend
        name="plate-unit"
        options={UNIT_OPTIONS}
        value={draft.unit}
        onChange={(unit) => change(withPlateUnit(draft, unit))}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 font-semibold">Plates you have</legend>
        <p id={countHintId} className="text-sm text-muted">
          {PLATES_TEXT.countHint}
        </p>
        <ul className="space-y-2">
          {draft.plates.map((plate, i) => (
            <li key={plate.key} className="flex items-center gap-2">
              <label className="flex items-center gap-1 text-sm text-muted">
                <input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  value={plate.weight}
                  aria-label={`Plate ${i + 1} weight (${draft.unit})`}
                  onChange={(e) => setPlate(plate.key, 'weight', e.target.value)}
                  className={`${inputStyles} w-20`}
                />
                <span aria-hidden="true">{draft.unit} ×</span>
              </label>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                value={plate.count}
                aria-label={`How many plates of ${plate.weight || '?'} ${draft.unit}`}
                aria-describedby={countHintId}
                onChange={(e) => setPlate(plate.key, 'count', e.target.value)}
                className={`${inputStyles} w-16`}
              />
              <button
                type="button"
                aria-label={`Remove the ${plate.weight || '?'} ${draft.unit} plates`}
                onClick={() => change({ ...draft, plates: draft.plates.filter((p) => p.key !== plate.key) })}
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-border text-muted hover:bg-surface-2"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => change({ ...draft, plates: [...draft.plates, plateRow('', '2')] })}
            className={`${buttonStyles.smallSecondary} min-h-11`}
          >
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add a plate size
          </button>
          <button
            type="button"
            onClick={() => change(draftOf(DEFAULT_PLATE_SETUPS[draft.unit], COMMON))}
            className={`${buttonStyles.smallSecondary} min-h-11`}
          >
            Usual {draft.unit} gym
          </button>
        </div>
      </fieldset>
      <FormAlert message={problem} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={save.isPending} className={buttonStyles.primary}>
          Save bar and plates
        </button>
        <p role="status" className="text-sm text-muted">
          {saved ? PLATES_TEXT.saved : ''}
        </p>
      </div>
    </form>
  );
}

/** Settings: the bar and plates the plate calculator and warm-ups load from (docs/product.md#plate-calculator). */
export function PlatesSection() {
  const setup = usePlateSetup();
  return (
    <CardSection headingId="plates-heading" title={PLATES_TEXT.heading} intro={PLATES_TEXT.intro}>
      {setup.data ? (
        <PlatesForm answer={setup.data} />
      ) : setup.isError ? (
        <FormAlert message={PLATES_TEXT.loadFailed} />
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
    </CardSection>
  );
}
