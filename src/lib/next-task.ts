/**
 * Resolves in a task of its own: boot work awaited in steps, each ending its task, so that no
 * step adds to another's (a task over 50 ms blocks input and counts as blocking time).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
