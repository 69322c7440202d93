import type { SessionVisibility } from '@stryd/domain';
import { useSetSessionVisibility, VISIBILITY_CHOICES } from '../session-visibility';
import { ChoiceFieldset } from './choice-fieldset';

/**
 * "Who sees your workouts" (on /history and in settings): the default of every session without a choice
 * of its own. It moves at once while the change is on its way, keeps the saved answer, and goes back to
 * `visibility` if saving fails.
 */
export function SessionVisibilityChoice({ visibility }: { visibility: SessionVisibility }) {
  const save = useSetSessionVisibility();
  const shown = save.isPending ? save.variables : save.isSuccess ? save.data.visibility : visibility;
  return (
    <ChoiceFieldset
      legend="Who sees your workouts"
      showLegend
      name="session-visibility"
      options={VISIBILITY_CHOICES}
      value={shown}
      onChange={(choice) => save.mutate(choice)}
    />
  );
}
