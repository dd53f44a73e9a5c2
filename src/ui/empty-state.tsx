/**
 * What a list shows when it has nothing in it (#39): a picture of what it would hold, what that
 * means in a line, and the way to fill it. Plain elements in the theme's look, since lists on pages
 * kept on the device show it.
 */
import type { ReactNode } from 'react';
import frame from './frame.module.css';
import classes from './empty-state.module.css';

export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  /** One of ui/icons' empty-state pictures. */
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  /** The way to fill the list: a link or two. */
  action?: ReactNode;
}) {
  return (
    <div className={classes.empty}>
      <span className={classes.picture}>{icon}</span>
      <p className={classes.title}>{title}</p>
      {children && <p className={`${frame.text} ${classes.text}`}>{children}</p>}
      {action && <div className={classes.actions}>{action}</div>}
    </div>
  );
}
