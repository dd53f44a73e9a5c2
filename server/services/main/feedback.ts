/**
 * POST /event (spec 1 §7): the site-feedback widget's event, from anyone; a signed-in customer's
 * is kept with their id. Only feedback events exist (the schema names the one kind).
 */
import { Hono } from 'hono';
import { feedbackRoutes as routes } from '@contract/schemas/feedback';
import type { AppEnv } from '../../http/app-env';
import { success } from '../../http/envelope';
import { handle, reply } from '../../http/route';

export const FEEDBACK_THANKS = 'Thank you for your feedback.';

export function feedbackRoutes(): Hono<AppEnv> {
  const feedback = new Hono<AppEnv>();

  handle(feedback, routes.send, async (c, { body: { event } }) => {
    const customerId = c.get('grant')?.customerId ?? null;
    const id = await c.var.data.feedback.add(event, customerId);
    return reply({ id }, { messages: [success(FEEDBACK_THANKS)] });
  });

  return feedback;
}
