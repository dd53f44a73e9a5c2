/** The site-feedback widget's event (spec 1 §7), from anyone; a signed-in customer's is kept as theirs. */
import type { FeedbackEvent } from '../schemas/feedback';
import { endpoint } from './endpoint';

export const send = endpoint<{ body: { event: FeedbackEvent }; answer: { id: number } }>()({
  service: 'main',
  personal: 'if-signed-in',
  method: 'POST',
  path: '/event',
  status: 201,
});
