/**
 * Error reporting (spec 1 §8), the app's side: every source (the request convention, the root error
 * boundary, the analytics loader, CSP violations) hands its report here. Reports wait, a few at
 * most, until the reporting SDK has loaded after the first paint; what is then sent is decided by
 * ./report-filter, which loads with the SDK to keep the first page's scripts small.
 */

export type Report =
  | { kind: 'exception'; error: unknown; tags: Record<string, string> }
  | { kind: 'csp'; message: string; source: string };

export type ReportSink = (report: Report) => void;

export interface ErrorReports {
  capture(error: unknown, tags?: Record<string, string>): void;
  /** A CSP violation, with the source (script or blocked address) that caused it. */
  cspViolation(message: string, source: string): void;
  /** The reporting SDK is ready: waiting reports go first. */
  connect(sink: ReportSink): void;
}

const WAITING_AT_MOST = 20;

export function createErrorReports(): ErrorReports {
  let sink: ReportSink | undefined;
  const waiting: Report[] = [];
  const send = (report: Report) => {
    if (sink) sink(report);
    else if (waiting.length < WAITING_AT_MOST) waiting.push(report);
  };
  return {
    capture: (error, tags = {}) => send({ kind: 'exception', error, tags }),
    cspViolation: (message, source) => send({ kind: 'csp', message, source }),
    connect(next) {
      sink = next;
      for (const report of waiting.splice(0)) next(report);
    },
  };
}

/** How long a call's network failure waits before it is reported, for the page to be left. */
export const LEAVING_GRACE_MS = 1000;

/**
 * Reports a call's network failure a moment later, unless the page is left meanwhile. Leaving a
 * page cancels its calls, and Firefox rejects them with "NetworkError" as the page goes (Chromium
 * says nothing): that is the customer moving on, not a fault (seen in the Firefox journeys, #59).
 * A page the back/forward cache brings back reports again from then on.
 */
export function unlessLeft(
  capture: (error: unknown) => void,
  // Absent where the app is rendered ahead of time (Node), where no call is reported.
  target: EventTarget | undefined = globalThis.window,
): (error: unknown) => void {
  const waiting = new Set<ReturnType<typeof setTimeout>>();
  let left = false;
  target?.addEventListener('pagehide', () => {
    left = true;
    for (const timer of waiting) clearTimeout(timer);
    waiting.clear();
  });
  target?.addEventListener('pageshow', () => {
    left = false;
  });
  return (error) => {
    if (left) return;
    const timer = setTimeout(() => {
      waiting.delete(timer);
      capture(error);
    }, LEAVING_GRACE_MS);
    waiting.add(timer);
  };
}
