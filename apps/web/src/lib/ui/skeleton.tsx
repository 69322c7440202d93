/** A pulsing placeholder block while content loads (hidden from assistive tech; pair it with a status). */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block animate-pulse rounded-lg bg-surface-2 motion-reduce:animate-none ${className}`}
    />
  );
}
