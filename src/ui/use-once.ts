import { useEffect, useRef } from 'react';

/**
 * Runs `run` once, after the first render: for a single-use token or code handed to the API
 * (StrictMode mounts effects twice in development, and a second send would be refused).
 */
export function useOnce(run: () => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, [run]);
}
