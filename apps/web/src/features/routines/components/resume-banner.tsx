import { buttonStyles } from '../../../lib/ui/styles';
import { useHydrated } from '../../../lib/use-hydrated';

/** Offered when the routine page finds a session left open (a reload, a closed tab, a lost signal). */
export function ResumeBanner({
  startedAt,
  sets,
  onKeepGoing,
  onFinish,
}: {
  startedAt: string;
  sets: number;
  onKeepGoing: () => void;
  onFinish: () => void;
}) {
  // The clock time is the device's (its time zone and format): a page drawn on the server leaves it out.
  const time = useHydrated()
    ? ` at ${new Date(startedAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`
    : '';
  return (
    <section aria-labelledby="resume-heading" className="rounded-2xl border border-accent bg-accent-soft p-4">
      <h2 id="resume-heading" className="font-semibold">
        Workout in progress
      </h2>
      <p className="mt-1 text-sm">
        You started this routine{time}; {sets} {sets === 1 ? 'set is' : 'sets are'} kept. Carry on where you
        left off, or finish it to save it to your history.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.small} onClick={onKeepGoing}>
          Resume
        </button>
        <button type="button" className={buttonStyles.smallSecondary} onClick={onFinish}>
          Finish it
        </button>
      </div>
    </section>
  );
}
