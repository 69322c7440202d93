import { CREATION_DURATIONS, LEVELS, LIMITS } from '@stryd/domain';
import { CardSection } from '../../../../lib/ui/card-section';
import { RadioChips } from '../../../../lib/ui/option-chips';
import type { RoutineDraft } from '../../use-routine-draft';
import { EquipmentQuestion } from './equipment-question';
import type { FieldId } from './field-id';

const REST_DAY_OPTIONS = Array.from(
  { length: LIMITS.restDaysMax - LIMITS.restDaysMin + 1 },
  (_, i) => i + LIMITS.restDaysMin,
);

// The pick-one questions, in the order the form asks them.
const TILE_QUESTIONS = [
  { field: 'level', legend: 'Level', options: LEVELS },
  { field: 'duration', legend: 'Duration', options: CREATION_DURATIONS },
] as const;

/** Equipment, level and duration (required), rest days per week (optional). */
export function SettingsSection({ id, draft }: { id: FieldId; draft: RoutineDraft }) {
  return (
    <CardSection
      headingId={id('settings')}
      title="Settings"
      intro="Equipment, level, duration and rest days."
    >
      <EquipmentQuestion id={id} draft={draft} />
      {TILE_QUESTIONS.map(({ field, legend, options }) => (
        <RadioChips
          key={field}
          look="tile"
          name={field}
          legend={legend}
          required
          options={options}
          value={draft[field]}
          onChange={(value) => draft.choose(field, value)}
          firstInputRef={draft.refs[`${field}Ref`]}
          error={draft.errors[field]}
          errorId={id(`${field}-error`)}
        />
      ))}
      <div className="space-y-1.5">
        <label htmlFor={id('rest-days')} className="block text-sm font-semibold">
          Rest days per week <span className="font-normal text-muted">(optional)</span>
        </label>
        <select
          id={id('rest-days')}
          name="restDays"
          value={draft.restDays}
          onChange={(event) => draft.setRestDays(event.target.value)}
          className="block w-full rounded-xl border border-border bg-bg px-3 py-2.5 text-base text-fg sm:w-60"
        >
          <option value="">Not set</option>
          {REST_DAY_OPTIONS.map((n) => (
            <option key={n} value={String(n)}>
              {n === 1 ? '1 rest day' : `${n} rest days`}
            </option>
          ))}
        </select>
      </div>
    </CardSection>
  );
}
