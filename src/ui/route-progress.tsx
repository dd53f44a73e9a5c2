/** A thin bar across the top while a route loads (the route-transition "loading" state). */
import { useRouterState } from '@tanstack/react-router';
import classes from './route-progress.module.css';

export function RouteProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  return loading ? <div className={classes.bar} role="progressbar" aria-label="Loading page" /> : null;
}
