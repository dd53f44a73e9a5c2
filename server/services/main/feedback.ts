/**
 * POST /event (spec 1 §7): the site-feedback widget's event, from anyone; a signed-in customer's
 * is kept with their id. Only feedback events exist (the schema names the one kind).
 */
import { Hono } from 'hono';
import { eventInputSchema } from '@contract/schemas/feedback';
import type { AppEnv } from '../../http/app-env';
import { ok, success } from '../../http/envelope';
import { optionalCustomer } from '../../http/require-customer';
import { valid } from '../../http/validate';

export const FEEDBACK_THANKS = 'Thank you for your feedback.';

export function feedbackRoutes(): Hono<AppEnv> {
  const feedback = new Hono<AppEnv>();

  feedback.post('/event', optionalCustomer(), valid('json', eventInputSchema), async (c) => {
    const { event } = c.req.valid('json');
    const customerId = c.get('grant')?.customerId ?? null;
    const id = await c.var.data.feedback.add(event, customerId);
    return ok(c, { id }, { messages: [success(FEEDBACK_THANKS)] }, 201);
  });

  return feedback;
}
