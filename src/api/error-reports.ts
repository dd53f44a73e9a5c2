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
