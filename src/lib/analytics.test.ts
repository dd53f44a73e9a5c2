import { describe, expect, it, vi } from 'vitest';
import { createAnalytics, type AnalyticsCall } from './analytics';

describe('the analytics calls', () => {
  it('know only the events of the vocabulary, at compile time and at run time', () => {
    const analytics = createAnalytics();
    const sent: AnalyticsCall[] = [];
    analytics.connect((call) => sent.push(call));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // @ts-expect-error an event the vocabulary lacks does not compile
    analytics.track('Product Liked', {});
    // @ts-expect-error nor does a known event with a property outside its vocabulary
    analytics.track('Signed In', { method: 'facebook' });
    analytics.trackByName('Lottery Hugged', {});
    expect(warn).toHaveBeenCalledWith('analytics: unknown event "Lottery Hugged"');
    analytics.trackByName('Signed In', { method: 'google' });
    expect(warn).toHaveBeenCalledWith('analytics: unknown event "Product Liked"');
    // The run-time check does not know properties: that is the compiler's.
    expect(sent.map((call) => (call.call === 'track' ? call.event : call.call))).toEqual([
      'Signed In',
      'Signed In',
    ]);
  });

  it('wait for the SDK, and the customer is forgotten at sign-out', () => {
    const analytics = createAnalytics();
    analytics.page({ campaign: { source: 'news' } });
    analytics.identify('c-1', { favourite_numbers: [7, 11] });
    analytics.reset();
    analytics.track('Withdrawal Requested', { value: 20, currency: 'AUD', withdrawal_kind: 'payid_email' });
    const sent: AnalyticsCall[] = [];
    analytics.connect((call) => sent.push(call));
    expect(sent.map((call) => call.call)).toEqual(['page', 'reset', 'track']);
  });

  it('keep at most fifty calls while the SDK is not there (without consent it never comes)', () => {
    const analytics = createAnalytics();
    for (let index = 0; index < 80; index += 1) analytics.page();
    const sent: AnalyticsCall[] = [];
    analytics.connect((call) => sent.push(call));
    expect(sent).toHaveLength(50);
  });
});
