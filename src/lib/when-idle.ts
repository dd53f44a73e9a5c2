/** Runs `task` once the browser is idle (at most 3 s later); without requestIdleCallback, after 1 s. */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
}
