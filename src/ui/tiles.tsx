/**
 * A responsive grid of equal tiles: as many columns of at least `min` as fit, or a fixed count.
 * Plain CSS grid, which does what Mantine's SimpleGrid did here for a fraction of the script.
 */
import type { CSSProperties, ReactNode } from 'react';
import classes from './tiles.module.css';

export function Tiles({
  min = '14rem',
  columns,
  gap = 'var(--mantine-spacing-md)',
  children,
}: {
  min?: string;
  columns?: number;
  gap?: string;
  children: ReactNode;
}) {
  const style = {
    '--tiles-columns': columns
      ? `repeat(${columns}, minmax(0, 1fr))`
      : `repeat(auto-fit, minmax(min(${min}, 100%), 1fr))`,
    '--tiles-gap': gap,
  } as CSSProperties;
  return (
    <div className={classes.tiles} style={style}>
      {children}
    </div>
  );
}
