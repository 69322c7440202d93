import { LIMITS } from '@stryd/domain';
import { CardSection } from '../../../../lib/ui/card-section';
import { FieldError } from '../../../../lib/ui/field-error';
import { RequiredMark } from '../../../../lib/ui/required-mark';
import type { RoutineDraft } from '../../use-routine-draft';
import type { FieldId } from './field-id';

/** The routine's name (required, part of its link) and description. */
export function DetailsSection({ id, draft }: { id: FieldId; draft: RoutineDraft }) {
  const { nameError } = draft;
  const nameDescribedBy = [nameError ? id('name-error') : null, id('name-hint')].filter(Boolean).join(' ');
  return (
    <CardSection headingId={id('details')} title="Details" intro="Name your routine and say what it is for.">
      <div className="space-y-1.5">
        <label htmlFor={id('name')} className="block text-sm font-semibold">
          Routine name
          <RequiredMark />
        </label>
        <input
          ref={draft.refs.nameRef}
          id={id('name')}
          name="routineName"
          type="text"
          autoComplete="off"
          required
          maxLength={LIMITS.routineNameMax}
          value={draft.routineName}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameDescribedBy}
          onChange={(event) => draft.renameRoutine(event.target.value)}
          className={`block w-full rounded-xl border bg-bg px-3 py-2.5 text-base text-fg placeholder:text-muted ${
            nameError ? 'border-danger' : 'border-border'
          }`}
          placeholder="e.g. Morning Power"
        />
        <p id={id('name-hint')} className="text-xs text-muted">
          Up to {LIMITS.routineNameMax} characters. It becomes part of the routine's link.
        </p>
        <FieldError id={id('name-error')} message={nameError} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={id('description')} className="block text-sm font-semibold">
          Description <span className="font-normal text-muted">(optional)</span>
        </label>
        <textarea
          ref={draft.refs.descriptionRef}
          id={id('description')}
          name="routineDescription"
          rows={3}
          maxLength={LIMITS.routineDescriptionMax}
          value={draft.routineDescription}
          onChange={(event) => draft.setRoutineDescription(event.target.value)}
          className="block w-full rounded-xl border border-border bg-bg px-3 py-2.5 text-base text-fg placeholder:text-muted"
          placeholder="What is this routine for?"
        />
      </div>
    </CardSection>
  );
}
