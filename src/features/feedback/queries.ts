/**
 * The feedback event's call (spec 1 §7): POST /event with the form, the page it was sent from and
 * the client's information.
 */
import type { FeedbackEvent } from '@contract/schemas/feedback';
import { mainApi } from '@/api';
import type { FeedbackForm } from './feedback.machine';

/** The widget that asks; content banners name their own variant (a, b, c). */
export const WIDGET_VARIANT = 'widget';

export function feedbackEvent(form: FeedbackForm, source: string): FeedbackEvent {
  return {
    category: 'user',
    eventType: 'feedback_event',
    name: 'feedback',
    ...form,
    source,
    variant: WIDGET_VARIANT,
    clientInformation: {
      build: import.meta.env.PROD ? 'release' : 'internal',
      name: 'Web',
      version: __BUILD_ID__,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      locale: navigator.language,
    },
  };
}

export const createFeedbackEvent = (form: FeedbackForm) =>
  mainApi.send<{ id: number }>('/event', {
    method: 'POST',
    body: { event: feedbackEvent(form, window.location.pathname) },
    // The thanks is the complete step itself; a notification would say it twice.
    quiet: true,
  });
