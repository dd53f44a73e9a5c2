/**
 * What error reporting sends (spec 1 §8). Reported: server failures (5xx) with their code, network
 * failures and missing bodies, render errors, analytics load failures, CSP violations once per
 * unique message. Not reported: timeouts (408) and blocked frames (418) as the catalogue
 * recognises them, aborted requests, missing-translation warnings, anything from a browser
 * extension.
 */
import type { Report, ReportSink } from './error-reports';
import { ApiError, BLOCKED_STATUS, TIMEOUT_STATUS, isAbortError } from './errors';

const EXTENSION = /(chrome|moz|safari(-web)?|ms-browser)-extension:|webkit-masked-url:/;
const MISSING_TRANSLATION = /missing translation/i;

/** Whether a source (a script's address, a stack) is a browser extension's. */
export const fromExtension = (source: string): boolean => EXTENSION.test(source);

export function isReportable(error: unknown): boolean {
  if (isAbortError(error)) return false;
  if (error instanceof ApiError) return error.status !== TIMEOUT_STATUS && error.status !== BLOCKED_STATUS;
  if (!(error instanceof Error)) return !(typeof error === 'string' && MISSING_TRANSLATION.test(error));
  if (MISSING_TRANSLATION.test(error.message)) return false;
  return !(error.stack && fromExtension(error.stack));
}

export type Outgoing =
  | { kind: 'exception'; error: unknown; tags: Record<string, string> }
  | { kind: 'message'; message: string; tags: Record<string, string> };

/**
 * The sink the app's reports go through: the ones to send, with tags that let a report be found by
 * what went wrong (a call's status and address).
 */
export function filteredSink(send: (report: Outgoing) => void): ReportSink {
  const violations = new Set<string>();
  return (report: Report) => {
    if (report.kind === 'csp') {
      if (fromExtension(report.source) || violations.has(report.message)) return;
      violations.add(report.message);
      send({ kind: 'message', message: report.message, tags: { source: 'csp' } });
      return;
    }
    const { error, tags } = report;
    if (!isReportable(error)) return;
    const callTags: Record<string, string> =
      error instanceof ApiError ? { status: String(error.status), kind: error.kind, url: error.url } : {};
    send({ kind: 'exception', error, tags: { ...callTags, ...tags } });
  };
}
