import { beforeEach, vi } from 'vitest';

/**
 * jsdom draws no canvas: a page's chart gets this uPlot instead (its screen-reader table is still real).
 * In a test file: `vi.mock('uplot', () => import('…/test/chart-stand-in'))`, the stylesheet mocked as
 * `{}`, and `withResizeObserver()`.
 */
export default class UPlotStandIn {
  setSize() {}
  redraw() {}
  destroy() {}
}

/** jsdom has no ResizeObserver, which the chart watches its box with: one that never calls back. */
export function withResizeObserver(): void {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
}
