/**
 * How often each number was drawn, as a bar chart (uPlot: small, canvas, loaded only with the
 * statistics page). The canvas is a picture for sighted readers; the page's table carries the
 * same figures for everyone else, so the chart is labelled with its summary.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface FrequencyChartProps {
  label: string;
  frequencies: { number: number; count: number }[];
}

const HEIGHT = 260;

export default function FrequencyChart({ label, frequencies }: FrequencyChartProps) {
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
        scales: { x: { time: false } },
        axes: [{ label: 'Number' }, { label: 'Times drawn' }],
        series: [
          {},
          {
            label: 'Times drawn',
            fill: colour,
            stroke: colour,
            paths: uPlot.paths.bars?.({ size: [0.7, 24] }),
            points: { show: false },
          },
        ],
      },
      [frequencies.map((entry) => entry.number), frequencies.map((entry) => entry.count)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [frequencies]);

  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', minHeight: HEIGHT }} />;
}
