import { useId } from 'react';
import type { CurrentUser } from '../../../lib/session';
import type { RoutineView } from '../api/routine-types';
import { useRoutineDraft } from '../use-routine-draft';
import { DetailsSection } from './routine-form/details-section';
import { ExercisesSection } from './routine-form/exercises-section';
import { FormActions } from './routine-form/form-actions';
import { ProgressCard } from './routine-form/progress-card';
import { SettingsSection } from './routine-form/settings-section';

export { EDIT_FAILED_MESSAGE, EDIT_SAVED_MESSAGE } from '../use-routine-draft';

export interface AddRoutineFormProps {
  user: CurrentUser;
  /** The routine to edit (its creator only); without it the form creates a new routine. */
  editing?: RoutineView;
  /** Id of the page heading that names the form. */
  labelledBy?: string;
}

/**
 * docs/product.md#creating-a-routine: create a routine by hand — details, settings, exercises, progress bar,
 * Cancel, Save Routine. Given a routine, the same form edits it: values filled in, workouts reordered,
 * removed where allowed.
 */
export function AddRoutineForm({ user, editing, labelledBy = 'add-routine-heading' }: AddRoutineFormProps) {
  const draft = useRoutineDraft(user, editing);
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  return (
    <form noValidate onSubmit={draft.onSubmit} className="space-y-5" aria-labelledby={labelledBy}>
      <ProgressCard id={id} progress={draft.progress} />
      <DetailsSection id={id} draft={draft} />
      <SettingsSection id={id} draft={draft} />
      <ExercisesSection id={id} draft={draft} />
      <FormActions draft={draft} />
    </form>
  );
}
