/**
 * Tracks that something was seen (a product, a cart, a checkout) once per thing: `key` names it,
 * and nothing is tracked while it is undefined (still loading). Later changes to the same thing
 * (an item taken out of the cart) are events of their own, not another view.
 */
import { useEffect, useEffectEvent } from 'react';
import { analytics, type AnalyticsEvent, type AnalyticsEvents } from '@/lib/analytics';

export function useTrackView<E extends AnalyticsEvent>(
  event: E,
  key: string | undefined,
  properties: AnalyticsEvents[E] | undefined,
) {
  const track = useEffectEvent(() => {
    if (properties) analytics.track(event, properties);
  });
  useEffect(() => {
    if (key !== undefined) track();
  }, [key]);
}
