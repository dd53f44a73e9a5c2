import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@contract/endpoints/endpoint';
import { routesOf } from '@contract/schemas/routes';
import { readConfig } from '../config';
import type { AppEnv } from './app-env';
import { errorBody } from './envelope';
import { AnswerDrift, handle, reply } from './route';
import { Refused } from '../refusal';

const declared = {
  greet: endpoint<{ body: { name: string }; answer: { greeting: string } }>()({
    service: 'main',
    method: 'POST',
    path: '/greet/:times{[0-9]+}',
    personal: false,
    status: 201,
  }),
  forget: endpoint<{ answer: null }>()({
    service: 'main',
    method: 'DELETE',
    path: '/greet',
    personal: false,
    status: 204,
  }),
};
const routes = routesOf(declared, {
  greet: {
    params: z.object({ times: z.coerce.number().int().max(3) }),
    body: z.object({ name: z.string().min(1) }),
    answer: z.object({ greeting: z.string() }),
  },
  forget: { answer: z.null() },
});

/** A service with the routes, whose `greet` answers what `answer` makes of the name. */
function service(checkAnswers: boolean, answer: (greeting: string) => { greeting: string }) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('config', { ...readConfig({}), checkAnswers });
    await next();
  });
  handle(app, routes.greet, (_c, { params, body }) =>
    reply(answer(`Hello ${body.name} `.repeat(params.times).trim()), { messages: [] }),
  );
  handle(app, routes.forget, () => null);
  app.onError((error, c) =>
    error instanceof Refused
      ? c.json(errorBody(error), error.status)
      : c.json({ drift: error instanceof AnswerDrift, message: error.message }, 500),
  );
  return app;
}

const greet = (app: Hono<AppEnv>, times: string, body: unknown) =>
  app.request(`/greet/${times}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

describe('a route registered by its declaration', () => {
  it('answers at its method, path and status, with the params and body its schemas let through', async () => {
    const app = service(true, (greeting) => ({ greeting }));
    const answer = await greet(app, '2', { name: 'Dana' });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ result: { greeting: 'Hello Dana Hello Dana' }, messages: [] });
    expect((await greet(app, '9', { name: 'Dana' })).status).toBe(422);
    expect((await greet(app, '1', { name: '' })).status).toBe(422);
    expect((await greet(app, 'x', { name: 'Dana' })).status).toBe(404);
    const forgotten = await app.request('/greet', { method: 'DELETE' });
    expect(forgotten.status).toBe(204);
    expect(await forgotten.text()).toBe('');
  });

  it('refuses to send an answer that has drifted from its schema while answers are checked', async () => {
    const drifted = (greeting: string) => ({ greeting: greeting.length }) as unknown as { greeting: string };
    const checked = await greet(service(true, drifted), '1', { name: 'Dana' });
    expect(checked.status).toBe(500);
    expect(await checked.json()).toMatchObject({
      drift: true,
      message: expect.stringContaining('POST /greet/:times{[0-9]+} answered outside its schema') as string,
    });
    // In production the answer is not parsed a second time.
    expect((await greet(service(false, drifted), '1', { name: 'Dana' })).status).toBe(201);
  });
});
