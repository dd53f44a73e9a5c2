import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVING_GRACE_MS, createErrorReports, unlessLeft } from './error-reports';
import { ApiError } from './errors';
import { filteredSink, isReportable, type Outgoing } from './report-filter';

const apiError = (status: number, kind: ApiError['kind'] = 'http') =>
  new ApiError({ status, url: '/api/v2/config', message: 'x', kind });

describe('which errors are reported', () => {
  it('reports server failures, network failures and render errors', () => {
    expect(isReportable(apiError(500))).toBe(true);
    expect(isReportable(apiError(500, 'network'))).toBe(true);
    expect(isReportable(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(true);
  });

  it('leaves out 408, 418, aborted requests, missing translations and extensions', () => {
    expect(isReportable(apiError(408, 'timeout'))).toBe(false);
    expect(isReportable(apiError(418))).toBe(false);
    expect(isReportable(new DOMException('The user aborted a request.', 'AbortError'))).toBe(false);
    expect(isReportable(new Error('Missing translation for "cart.title"'))).toBe(false);
    const fromExtension = new Error('boom');
    fromExtension.stack = 'Error: boom\n    at x (chrome-extension://abcdef/content.js:1:1)';
    expect(isReportable(fromExtension)).toBe(false);
  });
});

describe('the error reports', () => {
  it('wait for the reporting SDK, then go with the status of a failed call', () => {
    const reports = createErrorReports();
    const sent: Outgoing[] = [];
    reports.capture(apiError(503));
    reports.capture(apiError(418));
    reports.connect(filteredSink((report) => sent.push(report)));
    reports.capture(new Error('render'), { source: 'render' });
    expect(sent.map((report) => report.tags)).toEqual([
      { status: '503', kind: 'http', url: '/api/v2/config' },
      { source: 'render' },
    ]);
  });

  it('report a CSP violation once per message, and none from an extension', () => {
    const reports = createErrorReports();
    const sent: Outgoing[] = [];
    reports.connect(filteredSink((report) => sent.push(report)));
    reports.cspViolation('img-src blocked https://tracker.invalid/a.png', 'https://luckydip.test/');
    reports.cspViolation('img-src blocked https://tracker.invalid/a.png', 'https://luckydip.test/');
    reports.cspViolation('script-src blocked inline', 'chrome-extension://abcdef/inject.js');
    expect(sent).toEqual([
      { kind: 'message', message: 'img-src blocked https://tracker.invalid/a.png', tags: { source: 'csp' } },
    ]);
  });

  it('keep at most twenty reports while the SDK is not there', () => {
    const reports = createErrorReports();
    for (let index = 0; index < 30; index += 1) reports.capture(new Error(`e${index}`));
    const sent: Outgoing[] = [];
    reports.connect(filteredSink((report) => sent.push(report)));
    expect(sent).toHaveLength(20);
  });
});

describe('a call that fails as the page is left', () => {
  afterEach(() => vi.useRealTimers());

  it('is reported a moment later, unless the page is left meanwhile (Firefox fails the calls it cancels)', () => {
    vi.useFakeTimers();
    const page = new EventTarget();
    const captured: unknown[] = [];
    const report = unlessLeft((error) => captured.push(error), page);
    report(new TypeError('NetworkError when attempting to fetch resource.'));
    vi.advanceTimersByTime(LEAVING_GRACE_MS);
    expect(captured).toHaveLength(1);

    report(new TypeError('NetworkError when attempting to fetch resource.'));
    page.dispatchEvent(new Event('pagehide'));
    report(new TypeError('NetworkError when attempting to fetch resource.'));
    vi.advanceTimersByTime(LEAVING_GRACE_MS);
    expect(captured).toHaveLength(1);

    // Brought back from the back/forward cache, the page reports again.
    page.dispatchEvent(new Event('pageshow'));
    report(new TypeError('Failed to fetch'));
    vi.advanceTimersByTime(LEAVING_GRACE_MS);
    expect(captured).toHaveLength(2);
  });
});
