import { log } from './bench-env';

/** Each seed step's rows, seconds and rows per second, for the table printed at the end. */
export const timings: (string | number)[][] = [];
export async function timed<T>(label: string, rows: number | null, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  timings.push([
    label,
    rows === null ? '' : rows.toLocaleString('en'),
    seconds.toFixed(1),
    rows ? Math.round(rows / seconds).toLocaleString('en') : '',
  ]);
  log(`  ${label}: ${seconds.toFixed(1)} s`);
  return result;
}
