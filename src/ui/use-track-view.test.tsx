import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { analytics, type AnalyticsCall } from '@/lib/analytics';
import { useTrackView } from './use-track-view';

it('tracks a view once per thing seen, and nothing while it loads', () => {
  const sent: AnalyticsCall[] = [];
  analytics.connect((call) => sent.push(call));
  const product = (key: string, name: string) => ({
    product_id: key,
    name,
    category: 'lottery' as const,
  });
  const { rerender } = renderHook(
    ({ key, name }: { key: string | undefined; name: string }) =>
      useTrackView('Product Viewed', key, key === undefined ? undefined : product(key, name)),
    { initialProps: { key: undefined as string | undefined, name: 'Powerball' } },
  );
  expect(sent).toEqual([]);
  rerender({ key: 'powerball', name: 'Powerball' });
  // The same product read again (a new name from the server) is not another view.
  rerender({ key: 'powerball', name: 'Powerball!' });
  expect(sent).toMatchObject([
    { call: 'track', event: 'Product Viewed', properties: product('powerball', 'Powerball') },
  ]);
  expect(sent).toHaveLength(1);
  rerender({ key: 'oz-lotto', name: 'Oz Lotto' });
  expect(sent[1]).toMatchObject({ properties: product('oz-lotto', 'Oz Lotto') });
  expect(sent).toHaveLength(2);
});
