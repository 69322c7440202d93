import { UI_TEXT } from '@stryd/domain';
import { useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../../lib/ui/error-alert';
import { buttonStyles } from '../../../../lib/ui/styles';
import { useHydrated } from '../../../../lib/use-hydrated';
import type { RoutineDraft } from '../../use-routine-draft';

/** A refusal to show, then Cancel (back where the user came from, else /choice) and Save. */
export function FormActions({ draft }: { draft: RoutineDraft }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { editing, saving } = draft;
  // Before the app runs, a press would post the form as the browser does and drop what was typed; a routine
  // needs a workout, which only the app adds, so Save waits for it.
  const hydrated = useHydrated();
  const cancel = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/choice');
  };
  return (
    <>
      {draft.formError ? <ErrorAlert message={draft.formError} /> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={cancel}>
          Cancel
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={saving || !hydrated}>
          {saving ? (editing ? 'Saving...' : UI_TEXT.creating) : editing ? 'Save changes' : 'Save Routine'}
        </button>
      </div>
    </>
  );
}
