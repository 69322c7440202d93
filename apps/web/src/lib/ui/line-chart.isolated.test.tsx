import { render, screen, waitFor, within } from '@testing-library/react';
import type uPlot from 'uplot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LineChart, type LineChartPoint, TOO_FEW_POINTS_TEXT } from './line-chart';

// jsdom has no canvas: a fake uPlot records what the component gives it. `loads` counts module loads.
const fake = vi.hoisted(() => {
  const charts: FakeUPlot[] = [];
  class FakeUPlot {
    setSize = vi.fn();
    redraw = vi.fn();
    destroy = vi.fn();
    constructor(
      readonly opts: uPlot.Options,
      readonly data: uPlot.AlignedData,
      readonly target: HTMLElement,
    ) {
      charts.push(this);
    }
  }
  return { loads: 0, charts, FakeUPlot, resize: [] as ResizeObserverCallback[] };
});
vi.mock('uplot', () => {
  fake.loads += 1;
  return { default: fake.FakeUPlot };
});
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

// Noon UTC, so the local date is the same in every time zone between UTC-11 and UTC+11.
const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`) / 1000;
const series = [
  { label: 'Top weight', unit: 'kg' },
  { label: 'Reps', unit: '' },
];
const points: LineChartPoint[] = [
  { x: day('2025-03-08'), values: [62.5, 8] },
  { x: day('2025-03-01'), values: [60, 10] },
  { x: day('2025-03-04'), values: [null, 9] },
];
const ready = () => waitFor(() => expect(screen.queryByText('Loading chart…')).not.toBeInTheDocument());

beforeEach(() => {
  fake.charts.length = 0;
  fake.resize.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        fake.resize.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});

describe('LineChart', () => {
  // First on purpose: the module cache keeps uPlot loaded for the tests after this one.
  it('loads uPlot only once a chart is drawn, not when the module is imported', async () => {
    expect(fake.loads).toBe(0);
    render(<LineChart title="Squat" points={points.slice(0, 1)} series={series} />);
    await new Promise((done) => setTimeout(done, 20));
    expect(fake.loads).toBe(0);
    render(<LineChart title="Squat" points={points} series={series} />);
    await ready();
    expect(fake.loads).toBe(1);
    expect(fake.charts).toHaveLength(1);
  });

  it('gives uPlot the x values in time order, then each series in order', async () => {
    render(<LineChart title="Squat" points={points} series={series} />);
    await ready();
    const [chart] = fake.charts;
    const x = [day('2025-03-01'), day('2025-03-04'), day('2025-03-08')];
    expect(chart!.data).toEqual([x, [60, null, 62.5], [10, 9, 8]]);
    expect(chart!.opts.axes?.[2]).toMatchObject({ side: 1, scale: 'y1', label: 'Reps' });
    expect(chart!.opts.series[2]).toMatchObject({ scale: 'y1' });
    expect(chart!.target.getAttribute('aria-hidden')).toBe('true');
  });

  it('puts the same numbers in a screen-reader table: YYYY-MM-DD dates, a column per series', () => {
    render(<LineChart title="Squat progress" points={points} series={series} />);
    // Browsers name the figure from its figcaption (jsdom's role queries do not).
    expect(screen.getByRole('figure').querySelector('figcaption')).toHaveTextContent('Squat progress');
    const table = screen.getByRole('table', { name: 'Squat progress' });
    expect(table).toHaveClass('sr-only');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Date', 'Top weight (kg)', 'Reps'],
      ['2025-03-01', '60', '10'],
      ['2025-03-04', '', '9'],
      ['2025-03-08', '62.5', '8'],
    ]);
    return ready();
  });

  it('shows a fixed-height placeholder while loading, of the height the chart gets', async () => {
    render(<LineChart title="Squat" points={points} series={series} height={300} />);
    const box = screen.getByText('Loading chart…').parentElement!;
    expect(box.style.height).toBe('300px');
    await ready();
    expect(box.style.height).toBe('300px');
    expect(fake.charts[0]!.opts.height).toBe(300);
  });

  it('with fewer than two points shows a hint instead of a chart, and a table for one point', async () => {
    const { rerender } = render(<LineChart title="Squat" points={[]} series={series} />);
    expect(screen.getByText(TOO_FEW_POINTS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(<LineChart title="Squat" points={points.slice(0, 1)} series={series.slice(0, 1)} />);
    expect(screen.getByText(TOO_FEW_POINTS_TEXT)).toBeInTheDocument();
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DateTop weight (kg)',
      '2025-03-0862.5',
    ]);
    await new Promise((done) => setTimeout(done, 20));
    expect(screen.queryByText('Loading chart…')).not.toBeInTheDocument();
    expect(fake.charts).toHaveLength(0);
  });

  it('draws with the theme colours, redraws on a theme switch, resizes, and is destroyed on unmount', async () => {
    const root = document.documentElement;
    root.style.setProperty('--accent', '#123456');
    const { unmount } = render(<LineChart title="Squat" points={points} series={series} />);
    await ready();
    const chart = fake.charts[0]!;
    const stroke = chart.opts.series[1]!.stroke as (u: uPlot, i: number) => string;
    expect(stroke({} as uPlot, 1)).toBe('#123456');
    root.style.removeProperty('--accent');
    root.classList.add('dark');
    await waitFor(() => expect(chart.redraw).toHaveBeenCalled());
    fake.resize[0]!([{ contentRect: { width: 480 } } as ResizeObserverEntry], {} as ResizeObserver);
    expect(chart.setSize).toHaveBeenCalledWith({ width: 480, height: 220 });
    unmount();
    expect(chart.destroy).toHaveBeenCalledOnce();
  });

  it('does not build a chart when unmounted before uPlot arrives', async () => {
    const { unmount } = render(<LineChart title="Squat" points={points} series={series} />);
    unmount();
    await new Promise((done) => setTimeout(done, 20));
    expect(fake.charts).toHaveLength(0);
  });
});
