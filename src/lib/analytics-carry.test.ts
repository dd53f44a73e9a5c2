// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { createAnalytics, tabStore, type AnalyticsCall } from './analytics';

afterEach(() => sessionStorage.clear());

it('calls still waiting when the page goes are sent by the next page of the tab, once', () => {
  const leaving = createAnalytics(tabStore);
  leaving.track('Signed In', { method: 'email' });
  dispatchEvent(new Event('pagehide'));

  const sent: AnalyticsCall[] = [];
  const next = createAnalytics(tabStore);
  next.connect((call) => sent.push(call));
  expect(sent).toEqual([{ call: 'track', event: 'Signed In', properties: { method: 'email' } }]);
  // Taken: a third page has nothing to send again.
  const third: AnalyticsCall[] = [];
  createAnalytics(tabStore).connect((call) => third.push(call));
  expect(third).toEqual([]);
});

it('a page whose SDK is connected keeps nothing, and what is kept is read with care', () => {
  const connected = createAnalytics(tabStore);
  connected.connect(() => undefined);
  connected.track('Signed Out', {});
  dispatchEvent(new Event('pagehide'));
  expect(sessionStorage.length).toBe(0);
  sessionStorage.setItem('luckydip.analytics-waiting', '{not json');
  expect(tabStore.take()).toEqual([]);
});
