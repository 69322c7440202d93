import { TOAST_MESSAGES } from '@stryd/domain';
import { Check, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { FormAlert } from '../../../lib/ui/form-alert';
import { SessionGate } from '../../../lib/ui/session-gate';
import { buttonStyles } from '../../../lib/ui/styles';
import { UpgradePanel } from '../../../lib/ui/upgrade-panel';
import { newSeed, useGeneratedRoutine } from '../api/generate-workout';
import { useSaveGeneratedRoutine } from '../api/save-generated-routine';
import { GeneratedRoutineView } from '../components/generated-routine-view';
import { GeneratingStatus } from '../components/generating-status';
import { GenerationError } from '../components/generation-error';

export const GENERATE_PREMIUM_MESSAGE = 'Generating routines is a premium feature';

const TITLE = 'Your generated routine';
const DESCRIPTION = 'Review the routine your AI coach generated, then keep it or try again.';

function isNameTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

function saveErrorMessage(error: unknown): string {
  if (isNameTaken(error) && error instanceof ApiError) {
    return `${error.message} Regenerate to get a routine with a different name.`;
  }
  if (error instanceof ApiError && error.status < 500) return error.message;
  return TOAST_MESSAGES.createRoutineError;
}

function Generator({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [seed, setSeed] = useState(() => newSeed());
  const generation = useGeneratedRoutine(userId, seed);
  const save = useSaveGeneratedRoutine(userId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const regenerated = useRef(false);
  const routine = generation.data?.routine;

  useEffect(() => {
    if (generation.error) console.warn('Generating a routine failed:', generation.error);
  }, [generation.error]);

  // After Regenerate, move focus to the new routine so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (routine && regenerated.current) headingRef.current?.focus();
  }, [routine]);

  const regenerate = () => {
    regenerated.current = true;
    save.reset();
    setSeed((current) => newSeed(current));
  };

  const proceed = () => {
    if (!routine) return;
    save.mutate(routine, {
      onSuccess: () => {
        toast.success(`“${routine.routineName}” is saved to your routines`);
        navigate('/profile-page');
      },
      onError: (error) => {
        console.warn('Saving the generated routine failed:', error);
        if (!isNameTaken(error)) toast.error(TOAST_MESSAGES.createRoutineError);
      },
    });
  };

  if (generation.isFetching || generation.isPending) return <GeneratingStatus />;

  if (generation.isError) {
    const error = generation.error;
    if (error instanceof ApiError && error.status === 402) {
      return <UpgradePanel message={error.message} headingLevel={2} />;
    }
    return <GenerationError error={error} onRetry={() => void generation.refetch()} />;
  }

  return (
    <div className="space-y-4">
      <GeneratedRoutineView ref={headingRef} routine={generation.data.routine} />
      <FormAlert message={save.isError ? saveErrorMessage(save.error) : null} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={regenerate}
          disabled={save.isPending}
          className={buttonStyles.secondary}
        >
          <RefreshCw aria-hidden="true" className="h-4 w-4" />
          Regenerate
        </button>
        <button type="button" onClick={proceed} disabled={save.isPending} className={buttonStyles.primary}>
          <Check aria-hidden="true" className="h-4 w-4" />
          {save.isPending ? 'Saving…' : 'Proceed'}
        </button>
      </div>
    </div>
  );
}

/**
 * /generated-stryds (docs/product.md#generating-a-routine): the generated routine with Proceed and
 * Regenerate.
 */
export function GeneratedRoutinePage() {
  const { user } = useSession();
  return (
    <>
      <Seo title={TITLE} description={DESCRIPTION} path="/generated-stryds" noIndex />
      <SessionGate premiumMessage={GENERATE_PREMIUM_MESSAGE}>
        <div className="mx-auto max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{TITLE}</h1>
          <p className="mt-1 mb-6 text-muted">Keep it with Proceed, or ask your coach for another.</p>
          {user ? <Generator userId={user.id} /> : null}
        </div>
      </SessionGate>
    </>
  );
}
