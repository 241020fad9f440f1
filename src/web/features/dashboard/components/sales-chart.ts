import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Dashboard } from '@shared/schemas/dashboard';
import { shortDay } from './dashboard-figures';

// The sales chart, drawn by uPlot on a canvas (docs/decisions/019). This module is loaded on its own, after
// the dashboard's figures and tables show (sales-chart-box.tsx), so uPlot is downloaded by this page alone.
// The chart is a picture for sighted staff: the table beside it holds the same figures for everyone.

type Series = Dashboard['sales']['series'];

/** The chart's height in CSS pixels; its box (sales-chart-box.tsx) is this tall before the chart arrives. */
export const HEIGHT = 240;

/** The theme's colours, read from its CSS variables (DESIGN.md: components use the tokens, never raw hex). */
function themeColours() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    shop: read('--primary', 'green'),
    sourced: read('--info', 'steelblue'),
    text: read('--muted-foreground', 'gray'),
    grid: read('--border', 'lightgray'),
  };
}

/** "J$12k" on the money axis: short enough for a phone. */
function compactJmd(value: number): string {
  if (value === 0) return 'J$0';
  if (Math.abs(value) >= 1_000_000) return `J$${Math.round(value / 100_000) / 10}m`;
  if (Math.abs(value) >= 1_000) return `J$${Math.round(value / 100) / 10}k`;
  return `J$${Math.round(value)}`;
}

function options(series: Series, width: number): uPlot.Options {
  const colours = themeColours();
  const labels = series.map((s) => shortDay(s.start));
  const bars = uPlot.paths.bars!;
  const axisFont = '12px system-ui, sans-serif';
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { points: { show: false }, drag: { x: false, y: false } },
    scales: {
      // One slot a bar-pair, numbered from 0, with half a slot of room at either end.
      x: { time: false, range: () => [-0.5, series.length - 0.5] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        stroke: colours.text,
        font: axisFont,
        grid: { show: false },
        ticks: { stroke: colours.grid },
        space: 56,
        incrs: [1, 2, 3, 7, 14, 28],
        values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
      },
      {
        stroke: colours.text,
        font: axisFont,
        size: 64,
        grid: { stroke: colours.grid, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map(compactJmd),
      },
    ],
    series: [
      {},
      { label: 'Shop sales', fill: colours.shop, stroke: colours.shop, paths: bars({ size: [0.4, 28], align: -1 }), points: { show: false } },
      { label: 'Sourced parts', fill: colours.sourced, stroke: colours.sourced, paths: bars({ size: [0.4, 28], align: 1 }), points: { show: false } },
    ],
  };
}

/**
 * Draws shop and sourced sales side by side for each day or week of the period into `element`, at its
 * width, following its resizes and the theme; answers how to take the chart down. Plain DOM, no React,
 * so this chunk holds uPlot and this file alone.
 */
export function drawSalesChart(element: HTMLElement, series: Series): () => void {
  // A quiet day has no bar at all, rather than a sliver on the axis.
  const bar = (value: number) => (value === 0 ? null : value);
  const data: uPlot.AlignedData = [series.map((_, i) => i), series.map((s) => bar(s.shopSales)), series.map((s) => bar(s.sourcedSales))];
  let plot = new uPlot(options(series, element.clientWidth), data, element);
  const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
  resize.observe(element);
  // A switch between light and dark redraws the chart in the new theme's colours.
  const theme = new MutationObserver(() => {
    plot.destroy();
    plot = new uPlot(options(series, element.clientWidth), data, element);
  });
  theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    resize.disconnect();
    theme.disconnect();
    plot.destroy();
  };
}
