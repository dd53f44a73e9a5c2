import { describe, expect, it } from 'vitest';
import * as feedback from '@contract/endpoints/feedback';
import type { FeedbackEvent } from '@contract/schemas/feedback';
import { DEMO_PASSWORD } from '../../db/seed';
import { apiTestApp, read } from '../../testing/api-helpers';
import { FEEDBACK_THANKS } from './feedback';

/**
 * The widget's event as the contract types it; a test may override a field with what no client
 * of the contract would send, to see it refused.
 */
const event = (overrides: Record<string, unknown> = {}): { event: FeedbackEvent } => ({
  event: {
    category: 'user',
    eventType: 'feedback_event',
    name: 'feedback',
    rating: 'satisfied',
    comment: 'Easy to buy a ticket.',
    email: '',
    source: '/powerball',
    variant: 'widget',
    clientInformation: {
      build: 'release',
      name: 'Web',
      version: '0.1.0',
      timezone: 'Australia/Sydney',
      locale: 'en-AU',
    },
    ...overrides,
  },
});

type Stored = { customer_id: number | null; rating: string; comment: string; email: string; source: string };

describe('feedback events', () => {
  it("stores a visitor's feedback with the client's information, and a customer's with their id", async () => {
    const t = await apiTestApp();
    const sent = await t.call(feedback.send, {
      body: event({ email: 'visitor@example.com', rating: 'neutral' }),
    });
    expect(sent.status).toBe(201);
    expect((await read<{ id: number }>(sent)).messages[0]?.message).toBe(FEEDBACK_THANKS);
    const { access_token: token } = (
      await read<{ access_token: string }>(
        await t.login({ email: 'demo@luckydip.test', password: DEMO_PASSWORD }),
      )
    ).result;
    expect((await t.call(feedback.send, { body: event() }, { token })).status).toBe(201);
    const stored = (await read<Stored[]>(await t.signed('/api/sandbox/feedback'))).result;
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      rating: 'satisfied',
      comment: 'Easy to buy a ticket.',
      source: '/powerball',
    });
    expect(stored[0]!.customer_id).toEqual(expect.any(Number));
    expect(stored[1]).toMatchObject({ customer_id: null, rating: 'neutral', email: 'visitor@example.com' });
    expect(stored[1]).toHaveProperty('client_information', event().event.clientInformation);
  });

  it('refuses a rating it does not know, a bad email and any other kind of event', async () => {
    const t = await apiTestApp();
    expect((await t.call(feedback.send, { body: event({ rating: 'delighted' }) })).status).toBe(422);
    const badEmail = await t.call(feedback.send, { body: event({ email: 'not-an-email' }) });
    expect(badEmail.status).toBe(422);
    expect((await t.call(feedback.send, { body: event({ eventType: 'page_view' }) })).status).toBe(422);
    expect((await read<Stored[]>(await t.signed('/api/sandbox/feedback'))).result).toEqual([]);
  });
});
