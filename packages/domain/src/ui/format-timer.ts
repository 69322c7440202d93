/** docs/product.md#workout-timer: the routine timer shows minutes:seconds.hundredths, e.g. '01:05.42'. */
export function formatTimer(elapsedMs: number): string {
  const safe = Number.isFinite(elapsedMs) && elapsedMs > 0 ? Math.floor(elapsedMs) : 0;
  const minutes = Math.floor(safe / 60_000);
  const seconds = Math.floor((safe % 60_000) / 1000);
  const hundredths = Math.floor((safe % 1000) / 10);
  return `${pad2(minutes)}:${pad2(seconds)}.${pad2(hundredths)}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
