/**
 * Each declared endpoint (contract/endpoints) joined to the zod schemas that check it: its params,
 * query and body as the server reads them, and its answer. The join is checked by the compiler: a
 * body or query schema must accept what the declaration lets the PWA send, and an answer schema
 * must give what the declaration promises, so a declaration and its schemas cannot drift apart.
 * The server registers handlers by these routes (server/http/route.ts); the PWA never imports
 * them (zod stays out of its bundle).
 */
import type { z } from 'zod';
import type { AnswerOf, BodyOf, Endpoint, QueryOf } from '../endpoints/endpoint';

export interface RouteSchemas {
  params?: z.ZodType<Record<string, unknown>>;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
}

/** A schema for what is declared (accepting all of it), or none where nothing is. */
type Accepting<Declared, Schema> = [Declared] extends [never]
  ? undefined
  : Schema extends z.ZodType
    ? [Declared] extends [z.input<Schema>]
      ? Schema
      : z.ZodType<unknown, Declared>
    : z.ZodType<unknown, Declared>;

type Agreeing<E, S extends RouteSchemas> = {
  params?: S['params'];
  answer: z.ZodType<AnswerOf<E>>;
} & ([QueryOf<E>] extends [never] ? { query?: undefined } : { query: Accepting<QueryOf<E>, S['query']> }) &
  ([BodyOf<E>] extends [never] ? { body?: undefined } : { body: Accepting<BodyOf<E>, S['body']> });

export interface Route<E extends Endpoint = Endpoint, S extends RouteSchemas = RouteSchemas> {
  endpoint: E;
  schemas: S;
}

/** Every endpoint of a group with its schemas; one missing, or one that disagrees, fails to compile. */
export function routesOf<Es extends Record<string, Endpoint>, S extends { [K in keyof Es]: RouteSchemas }>(
  endpoints: Es,
  schemas: S & { [K in keyof Es]: Agreeing<Es[K], S[K]> },
): { [K in keyof Es]: Route<Es[K], S[K]> } {
  const routes = {} as { [K in keyof Es]: Route<Es[K], S[K]> };
  for (const key of Object.keys(endpoints) as (keyof Es)[])
    routes[key] = { endpoint: endpoints[key], schemas: schemas[key] };
  return routes;
}
