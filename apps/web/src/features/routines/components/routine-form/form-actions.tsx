import { UI_TEXT } from '@stryd/domain';
import { useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../../lib/ui/error-alert';
import { buttonStyles } from '../../../../lib/ui/styles';
import type { RoutineDraft } from '../../use-routine-draft';

/** A refusal to show, then Cancel (back where the user came from, else /choice) and Save. */
export function FormActions({ draft }: { draft: RoutineDraft }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { editing, saving } = draft;
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
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? (editing ? 'Saving...' : UI_TEXT.creating) : editing ? 'Save changes' : 'Save Routine'}
        </button>
      </div>
    </>
  );
}
