import type { Preferences } from '@stryd/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { SessionGate } from '../../../lib/ui/session-gate';
import { Skeleton } from '../../../lib/ui/skeleton';
import { cardStyles } from '../../../lib/ui/styles';
import { usePreferences } from '../api/get-preferences';
import { useSavePreferences } from '../api/save-preferences';
import { QuestionnaireForm } from '../components/questionnaire-form';

export const GENERATE_PREMIUM_MESSAGE = 'Generating routines is a premium feature';

const TITLE = 'Generate a routine';
const DESCRIPTION = 'Answer four quick questions and your AI coach builds a routine around you.';

/** Client errors and network failures explain themselves; server failures get a plain retry message. */
function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return error.message;
  return 'We could not save your answers. Please try again.';
}

function Questionnaire({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const saved = usePreferences(userId);
  const save = useSavePreferences(userId);

  // Prefill is a convenience: if it fails the questionnaire simply starts empty.
  useEffect(() => {
    if (saved.error) console.warn('Could not load saved answers:', saved.error);
  }, [saved.error]);

  const submit = (preferences: Preferences) => {
    save.mutate(preferences, {
      onSuccess: () => navigate('/generated-stryds'),
      onError: (error) => {
        console.warn('Saving the questionnaire failed:', error);
        toast.error(saveErrorMessage(error));
      },
    });
  };

  if (saved.isPending) {
    return (
      <div className={`${cardStyles} mt-6 space-y-4`} role="status">
        <span className="sr-only">Loading your answers…</span>
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
      </div>
    );
  }

  return (
    <QuestionnaireForm
      initial={saved.data ?? null}
      onSubmit={submit}
      isSubmitting={save.isPending}
      submitError={save.isError ? saveErrorMessage(save.error) : null}
    />
  );
}

/**
 * /interests (docs/product.md#questionnaire-steps): the questionnaire for paid plans; others get the 'Upgrade
 * to Plus' panel.
 */
export function InterestsPage() {
  const { user } = useSession();
  return (
    <>
      <Seo title={TITLE} description={DESCRIPTION} path="/interests" />
      <SessionGate premiumMessage={GENERATE_PREMIUM_MESSAGE}>
        <div className="mx-auto max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{TITLE}</h1>
          <p className="mt-1 text-muted">{DESCRIPTION}</p>
          {user ? <Questionnaire userId={user.id} /> : null}
        </div>
      </SessionGate>
    </>
  );
}
