/**
 * The error-reporting SDK (Sentry's browser SDK): this module is loaded after the first paint when a
 * DSN is configured. It sends what src/api/report-filter lets through, and the page's uncaught errors and
 * rejections, filtered by the same rule. A DSN given as a path is the reference API's sandbox
 * collector on this origin.
 */
import {
  captureException,
  captureMessage,
  dedupeIntegration,
  globalHandlersIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/browser';
import type { ReportSink } from '@/api';
import { filteredSink, isReportable } from '@/api/report-filter';
import { parsedUrl } from '@/lib/parsed-url';

export function absoluteDsn(dsn: string, origin: string): string {
  if (parsedUrl(dsn)) return dsn;
  const url = new URL(dsn, origin);
  url.username = 'sandbox';
  return url.href;
}

export function startErrorReporting(dsn: string, origin: string): ReportSink {
  init({
    dsn: absoluteDsn(dsn, origin),
    release: __BUILD_ID__,
    // Only what spec 1 §8 asks for: no tracing, replays, breadcrumbs of every click or console line.
    defaultIntegrations: false,
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration()],
    sendClientReports: false,
    beforeSend: (event, hint) =>
      hint.originalException === undefined || isReportable(hint.originalException) ? event : null,
  });
  return filteredSink((report) => {
    if (report.kind === 'exception') captureException(report.error, { tags: report.tags });
    else captureMessage(report.message, { level: 'warning', tags: report.tags });
  });
}
