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
  expect(sent).toMatchObject([{ call: 'track', event: 'Signed In', properties: { method: 'email' } }]);
  expect(sent).toHaveLength(1);
  // Taken: a third page has nothing to send again.
  const third: AnalyticsCall[] = [];
  createAnalytics(tabStore).connect((call) => third.push(call));
  expect(third).toEqual([]);
});

it('a call the SDK has not yet delivered when the page goes is sent again by the next page, under its id', () => {
  const leaving = createAnalytics(tabStore);
  const given: AnalyticsCall[] = [];
  // The SDK sends on a timer: the page went before it did.
  leaving.connect((call) => {
    given.push(call);
    return new Promise(() => undefined);
  });
  leaving.track('Signed In', { method: 'email' });
  dispatchEvent(new Event('pagehide'));
  const sent: AnalyticsCall[] = [];
  createAnalytics(tabStore).connect((call) => sent.push(call));
  expect(sent).toEqual(given);
});

it('a page whose SDK has delivered its calls keeps nothing, and what is kept is read with care', async () => {
  const connected = createAnalytics(tabStore);
  connected.connect(() => Promise.resolve());
  connected.track('Signed Out', {});
  await Promise.resolve();
  await Promise.resolve();
  dispatchEvent(new Event('pagehide'));
  expect(sessionStorage.length).toBe(0);
  sessionStorage.setItem('luckydip.analytics-waiting', '{not json');
  expect(tabStore.take()).toEqual([]);
});
