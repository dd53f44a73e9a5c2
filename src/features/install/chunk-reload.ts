/**
 * A failed lazy-chunk load (usually: a new version replaced the old files) reloads the page only
 * when the app has been open more than 24 hours (spec 1 §2); a fresher app shows the error instead,
 * so a real outage does not become a reload loop.
 */
export const CHUNK_RELOAD_AGE_MS = 24 * 60 * 60 * 1000;

export function shouldReloadOnChunkError(openForMs: number): boolean {
  return openForMs > CHUNK_RELOAD_AGE_MS;
}

export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!shouldReloadOnChunkError(performance.now())) return;
    event.preventDefault();
    window.location.reload();
  });
}
