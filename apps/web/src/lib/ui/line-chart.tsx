import { useEffect, useMemo, useRef, useState } from 'react';
import type uPlot from 'uplot'; // type only (erased): uPlot itself loads via import() below

export interface LineChartPoint {
  x: number; // unix seconds
  values: ReadonlyArray<number | null>; // one per series, in order; null where there is none
}

export type LineChartSeries = { label: string; unit: string };

export interface LineChartProps {
  title: string;
  points: ReadonlyArray<LineChartPoint>;
  series: ReadonlyArray<LineChartSeries>; // 1 or 2; the second on a right-hand axis
  height?: number; // px; the loading placeholder takes the same, so nothing shifts
}

export const TOO_FEW_POINTS_TEXT = 'Log this exercise on two different days to see a trend.';
// Theme tokens from index.css, read at draw time so a theme switch only needs a redraw.
const SERIES_COLOURS = ['--accent', '--ring'] as const;

const cssVar = (v: string) => () => getComputedStyle(document.documentElement).getPropertyValue(v).trim();
const columnName = (s: LineChartSeries) => (s.unit ? `${s.label} (${s.unit})` : s.label);
const formatValue = (v: number | null) => (v === null ? '' : String(Math.round(v * 100) / 100));

/** YYYY-MM-DD in the viewer's time zone, the same days uPlot's time axis shows. */
function isoDay(seconds: number): string {
  const local = new Date(seconds * 1000 - new Date(seconds * 1000).getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

function chartOptions(series: ReadonlyArray<LineChartSeries>, width: number, height: number): uPlot.Options {
  const grid = { stroke: cssVar('--border'), width: 1 };
  const colour = (i: number) => cssVar(SERIES_COLOURS[i] ?? '--fg');
  return {
    width,
    height,
    legend: { show: false }, // it would add height below the canvas, shifting the page
    scales: { x: { time: true } },
    axes: [
      { stroke: cssVar('--muted'), grid, ticks: { show: false } },
      // Each y axis (label and values) takes its series' colour: that is the legend.
      ...series.map((s, i) => ({
        scale: `y${i}`,
        side: i === 0 ? 3 : 1,
        label: columnName(s),
        stroke: colour(i),
        grid: { ...grid, show: i === 0 },
        ticks: { show: false },
      })),
    ],
    series: [
      {},
      ...series.map((s, i) => ({
        label: columnName(s),
        scale: `y${i}`,
        stroke: colour(i),
        width: 2,
        spanGaps: true,
        ...(i > 0 ? { dash: [6, 4] } : {}), // not only colour tells the lines apart
      })),
    ],
  };
}

/** A line chart of one or two series over time, with the same numbers in a screen-reader table. */
export function LineChart({ title, points, series, height = 220 }: LineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Parents often pass fresh arrays each render: key on content so the chart is not rebuilt for nothing.
  const key = JSON.stringify([points, series]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the content (key) changes
  const [sorted, stableSeries] = useMemo(
    () => [[...points].sort((a, b) => a.x - b.x), series] as const,
    [key],
  );

  useEffect(() => {
    const target = box.current;
    if (sorted.length < 2 || !target) return;
    let chart: uPlot | null = null;
    let cancelled = false;
    const data: uPlot.AlignedData = [
      sorted.map((p) => p.x),
      ...stableSeries.map((_, i) => sorted.map((p) => p.values[i] ?? null)),
    ];
    const resize = new ResizeObserver(([e]) => e && chart?.setSize({ width: e.contentRect.width, height }));
    // The theme toggles html.dark; colours are read at draw time, so redrawing picks the new ones up.
    const theme = new MutationObserver(() => chart?.redraw(false));
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        chart = new UPlot(chartOptions(stableSeries, target.clientWidth, height), data, target);
        resize.observe(target);
        theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
        setState('ready');
      })
      .catch(() => !cancelled && setState('failed')); // offline, or a stale chunk after a deploy
    return () => {
      cancelled = true;
      resize.disconnect();
      theme.disconnect();
      chart?.destroy();
    };
  }, [sorted, stableSeries, height]);

  return (
    <figure className="space-y-2">
      <figcaption className="font-semibold text-fg">{title}</figcaption>
      {sorted.length >= 2 ? (
        // The canvas is visual only: screen readers get the table below.
        <div ref={box} aria-hidden="true" className="relative w-full" style={{ height }}>
          {state !== 'ready' && (
            <div className="absolute inset-0 flex items-center justify-center rounded-xl bg-surface-2 text-sm text-muted">
              {state === 'loading' ? 'Loading chart…' : 'Chart unavailable.'}
            </div>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted">{TOO_FEW_POINTS_TEXT}</p>
      )}
      {sorted.length > 0 && (
        <table className="sr-only">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              {stableSeries.map((s) => (
                <th key={s.label} scope="col">
                  {columnName(s)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sorted.map((p) => (
              <tr key={p.x}>
                <th scope="row">{isoDay(p.x)}</th>
                {stableSeries.map((s, i) => (
                  <td key={s.label}>{formatValue(p.values[i] ?? null)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
