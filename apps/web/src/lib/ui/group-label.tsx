/**
 * 'A1' before an exercise's name: where it stands in its superset or circuit (the routine page's cards
 * and history's session page). A screen reader hears "A1: Bench Press".
 */
export function GroupLabel({ label }: { label: string }) {
  return (
    <span className="mr-2 inline-flex min-w-8 justify-center rounded-md bg-accent-soft px-1.5 text-sm font-bold text-accent-text">
      {label}
      <span className="sr-only">:</span>
    </span>
  );
}
