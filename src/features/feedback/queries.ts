/**
 * The feedback event's call (spec 1 §7): POST /event with the form, the page it was sent from and
 * the client's information.
 */
import type { FeedbackEvent } from '@contract/schemas/feedback';
import * as feedbackEndpoints from '@contract/endpoints/feedback';
import { call } from '@/api/call';
import type { FeedbackForm } from './feedback.machine';

/** The widget that asks; content banners name their own variant (a, b, c). */
export const WIDGET_VARIANT = 'widget';

export function feedbackEvent(
  form: FeedbackForm,
  source: string,
  variant: string = WIDGET_VARIANT,
): FeedbackEvent {
  return {
    category: 'user',
    eventType: 'feedback_event',
    name: 'feedback',
    ...form,
    source,
    variant,
    clientInformation: {
      build: import.meta.env.PROD ? 'release' : 'internal',
      name: 'Web',
      version: __BUILD_ID__,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      locale: navigator.language,
    },
  };
}

/** `variant`: the content banner's that asked (a, b, c), or the widget's. */
export const createFeedbackEvent = (form: FeedbackForm, variant?: string) =>
  call(feedbackEndpoints.send, {
    body: { event: feedbackEvent(form, window.location.pathname, variant) },
    // The thanks is the complete step itself; a notification would say it twice.
    quiet: true,
  });
