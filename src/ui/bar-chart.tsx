/**
 * A bar chart (uPlot: small, canvas, loaded only with the pages that draw one: a game's statistics,
 * the customer's spending beside their limits). The canvas is a picture for sighted readers; each
 * page also gives the same figures as text or a table, so the chart is labelled with its summary.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { SITE_LOCALE } from '@/lib/site-locale';

export interface BarChartProps {
  label: string;
  axes: [string, string];
  /** x values: plain numbers, or Unix seconds when `time` is set. */
  points: { x: number; y: number }[];
  time?: boolean;
}

const HEIGHT = 260;

export default function BarChart({ label, axes, points, time = false }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const colour =
      getComputedStyle(element).getPropertyValue('--mantine-primary-color-filled').trim() || '#5b21b6';
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time } },
        axes: [
          {
            label: axes[0],
            // Dates as Australians write them (27 Oct), not uPlot's month-first default.
            ...(time && {
              values: (_chart: uPlot, splits: number[]) =>
                splits.map((split) =>
                  new Date(split * 1000).toLocaleDateString(SITE_LOCALE, { day: 'numeric', month: 'short' }),
                ),
            }),
          },
          { label: axes[1] },
        ],
        series: [
          {},
          {
            label: axes[1],
            fill: colour,
            stroke: colour,
            paths: uPlot.paths.bars?.({ size: [0.7, 24] }),
            points: { show: false },
          },
        ],
      },
      [points.map((point) => point.x), points.map((point) => point.y)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, axes, time]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', minHeight: HEIGHT }} />;
}
