/**
 * A handler registered by its declared route (contract/endpoints, joined to its schemas in
 * contract/schemas): the method and path come from the declaration, a personal endpoint asks for a
 * customer, an idempotent one for its key, and the params, query and body are checked with the
 * route's schemas before the handler sees them. The handler answers the declared type; with
 * `checkAnswers` (the tests) that answer is checked against its schema too, so an answer that has
 * drifted from the contract fails the test that made it.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { callCapabilities } from '@contract/capability-gates';
import type { CapabilityName } from '@contract/capability-names';
import type { AnswerOf, ParamsOf } from '@contract/endpoints/endpoint';
import type { Route } from '@contract/schemas/routes';
import type { AppEnv } from './app-env';
import { ok, type Extra } from './envelope';
import { idempotent } from './idempotency';
import { optionalCustomer, requireCustomer } from './require-customer';
import { valid } from './validate';
import { Refused } from '../refusal';

type Read<Schema, Otherwise> = Schema extends z.ZodType ? z.output<Schema> : Otherwise;

/** What a handler is given: the request's parts, as its schemas let them through. */
export interface RouteInput<R extends Route> {
  /** Without a schema, the path's params as they came. */
  params: Read<R['schemas']['params'], { [Name in keyof ParamsOf<R['endpoint']>]: string }>;
  query: Read<R['schemas']['query'], undefined>;
  body: Read<R['schemas']['body'], undefined>;
}

/** An answer with more of the envelope than its result: messages, paging, links. */
export class Reply<T> {
  constructor(
    readonly result: T,
    readonly extra: Extra<T>,
    /**
     * Where the answer's status depends on what happened: premium joined at once, a deposit opened,
     * a move still running, nothing to recommend (204).
     */
    readonly status?: 200 | 201 | 202 | 204,
  ) {}
}

export const reply = <T>(result: T, extra: Extra<T>, status?: 200 | 201 | 202 | 204) =>
  new Reply(result, extra, status);

/** An answer already enveloped and encoded (a kept catalogue), sent as it is. */
export class Sent<T> {
  constructor(
    readonly result: T,
    readonly response: Response,
  ) {}
}

type Answered<T> = T | Reply<T> | Sent<T>;

export type Handler<R extends Route> = (
  c: Context<AppEnv>,
  input: RouteInput<R>,
) => Answered<AnswerOf<R['endpoint']>> | Promise<Answered<AnswerOf<R['endpoint']>>>;

export class AnswerDrift extends Error {}

/**
 * A call the site switched off with its capability (`SUPPRESS_CAPABILITIES`, contract/capability-gates)
 * is not there, for anyone, as its pages are not.
 */
const switchedOn =
  (gates: readonly CapabilityName[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (gates.some((name) => c.var.config.suppressedCapabilities.includes(name)))
      throw Refused.of(404, 'not_found', 'This site does not offer this.');
    await next();
  };

/**
 * Registers `handler` at its route's method and path, behind the checks its declaration asks for.
 * `takes`: where two routes share a method and path (the address email's link and the signed-in
 * confirmation; a sign-in's two steps), the requests this one answers; the rest go on to the next.
 */
export function handle<R extends Route>(
  api: Hono<AppEnv>,
  route: R,
  handler: Handler<R>,
  takes?: (c: Context<AppEnv>) => boolean | Promise<boolean>,
): void {
  const { endpoint, schemas } = route;
  const steps: MiddlewareHandler<AppEnv>[] = [];
  const gates = callCapabilities(endpoint.service, endpoint.method, endpoint.path);
  if (gates.length > 0) steps.push(switchedOn(gates));
  if (endpoint.personal === 'if-signed-in') steps.push(optionalCustomer());
  else if (endpoint.personal) steps.push(requireCustomer());
  if (endpoint.idempotent) steps.push(idempotent(endpoint.idempotent));
  if (schemas.params) steps.push(valid('param', schemas.params));
  if (schemas.query) steps.push(valid('query', schemas.query));
  // A URL-encoded form and multipart data are both read as a form.
  const bodyTarget = endpoint.form || endpoint.multipart ? 'form' : 'json';
  if (schemas.body) steps.push(valid(bodyTarget, schemas.body));
  steps.push(async (c) => {
    const input = {
      params: schemas.params ? c.req.valid('param' as never) : c.req.param(),
      query: schemas.query ? c.req.valid('query' as never) : undefined,
      body: schemas.body ? c.req.valid(bodyTarget as never) : undefined,
    } as RouteInput<R>;
    const answered = await handler(c, input);
    const { result, extra, status } =
      answered instanceof Reply || answered instanceof Sent
        ? { extra: {}, status: undefined, ...answered }
        : { result: answered, extra: {}, status: undefined };
    if (c.var.config.checkAnswers) {
      const checked = schemas.answer.safeParse(result);
      if (!checked.success)
        throw new AnswerDrift(
          `${endpoint.method} ${endpoint.path} answered outside its schema: ${checked.error.message}`,
        );
    }
    if (answered instanceof Sent) return answered.response;
    const sent = status ?? endpoint.status ?? 200;
    return sent === 204 ? c.body(null, 204) : ok(c, result, extra, sent);
  });
  const guarded = takes
    ? steps.map(
        (step): MiddlewareHandler<AppEnv> =>
          async (c, next) =>
            (await takes(c)) ? step(c, next) : next(),
      )
    : steps;
  api.on(endpoint.method, endpoint.path, ...(guarded as [MiddlewareHandler<AppEnv>]));
}
