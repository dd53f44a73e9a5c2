/**
 * The analytics SDK (Segment's browser SDK); this module is loaded on demand: only when a key is configured and
 * the visitor accepted non-essential cookies. It keeps nothing on the device itself (no cookies or
 * storage of its own): the visitor's anonymous id is the app's `generated_anonymous_id`, written
 * under the same consent.
 */
import { AnalyticsBrowser } from '@segment/analytics-next';
import type { AnalyticsSink } from '@/lib/analytics';

export interface SegmentSettings {
  writeKey: string;
  /** Where the SDK reads the source's settings, which name where its calls go. */
  cdnUrl: string;
  anonymousId: string;
}

export async function loadSegment(settings: SegmentSettings): Promise<AnalyticsSink> {
  const [segment] = await AnalyticsBrowser.load(
    { writeKey: settings.writeKey, cdnURL: settings.cdnUrl.replace(/\/$/, '') },
    {
      disableClientPersistence: true,
      initialPageview: false,
      // Signing in, up or out ends in a full page load: the call must outlive the page.
      integrations: {
        'Segment.io': { deliveryStrategy: { strategy: 'standard', config: { keepalive: true } } },
      },
    },
  );
  segment.setAnonymousId(settings.anonymousId);
  // Each call keeps the app's message id, so one the next page sends again is counted once.
  return async (call) => {
    const options = { messageId: call.messageId };
    switch (call.call) {
      case 'identify':
        return segment.identify(call.userId, call.traits, options);
      case 'page':
        return segment.page(undefined, undefined, call.properties, options);
      case 'track':
        return segment.track(call.event, call.properties, options);
      case 'reset':
        segment.reset();
        segment.setAnonymousId(settings.anonymousId);
    }
  };
}
