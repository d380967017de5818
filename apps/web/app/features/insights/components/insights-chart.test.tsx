/** The real chart (recharts), drawn in a box of a known size: one area of the chosen figure, the days along the bottom. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { INSIGHTS_METRICS } from '@wbn/contract/constants';
import type { InsightsDay } from '@wbn/contract/schemas';
import { InsightsChart } from './insights-chart';

const SIZE = { width: 600, height: 288, top: 0, left: 0, right: 600, bottom: 288, x: 0, y: 0 };

beforeEach(() => {
  // jsdom lays nothing out: the chart's box says it is 600 × 288.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback(
          [{ target, contentRect: SIZE } as unknown as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        );
      }
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const zeros = Object.fromEntries(INSIGHTS_METRICS.map((m) => [m, 0]));
const series = ['2026-03-02', '2026-03-03', '2026-03-04'].map(
  (day, i) => ({ day, ...zeros, productViews: (i + 1) * 10 }) as InsightsDay,
);

describe('InsightsChart', () => {
  it('draws the chosen figure per day', async () => {
    const { container } = render(<InsightsChart series={series} metric="productViews" label="Product views" />);
    await waitFor(() => expect(container.querySelector('.recharts-area-area')).toBeTruthy());
    expect(container.querySelector('.recharts-area-curve')).toBeTruthy();
    expect(
      Array.from(container.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')).map(
        (t) => t.textContent,
      ),
    ).toEqual(['Mar 2', 'Mar 3', 'Mar 4']);
  });
});
