/**
 * An endpoint declared once: its service, method, path (with typed params), version, whether it is
 * personal, idempotent or paged, its cache policy, and the types of its params, query, body and
 * answer. Plain data and types, no zod, so the PWA calls by it without shipping a validator; the
 * server joins each declaration to its zod schemas (`routesOf`, in contract/schemas), which must
 * agree with the types declared here, registers its handler by it, and checks requests (and, in
 * tests, answers) with them. Modelled on ts-rest's `c.type<T>()` contracts.
 */
import type { PolicyName } from '../cache-policy';
import type { ServiceName } from '../schemas/site';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A path as the service routes it: `:name` is a param, optionally followed by the pattern it must
 * match in braces (`/funds/:fundId{[0-9]+}`), which tells it from a fixed path beside it.
 */
type ParamName<Segment extends string> = Segment extends `${infer Name}{${string}` ? Name : Segment;
export type PathParams<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Segment}/${infer Tail}`
    ? { [Name in ParamName<Segment>]: string | number } & PathParams<`/${Tail}`>
    : { [Name in ParamName<Rest>]: string | number }
  : unknown;

/** What an endpoint carries besides its path; `never` where it carries nothing. */
export interface Carried {
  query?: unknown;
  body?: unknown;
  answer: unknown;
}

type BodyIn<Types> = Types extends { body: infer Body } ? Body : never;
/** A method's type, so a declaration whose body is narrower is still an `Endpoint`. */
type VersionFor<Body> = { pick(body: Body): string }['pick'];

export interface EndpointFacts<Path extends string = string, Types extends Carried = Carried> {
  service: ServiceName;
  method: HttpMethod;
  path: Path;
  /**
   * The version header it is called at (the service's default when not given), or the version a
   * body needs (spec 3 §7: a deposit with a security code is v3.4).
   */
  version?: string | VersionFor<BodyIn<Types>>;
  /**
   * Only for a signed-in customer (the server answers 401 without one, and `no-store`); or
   * `if-signed-in`: anyone's to read, and a signed-in customer's answer (no-store) has their part.
   */
  personal: boolean | 'if-signed-in';
  /** It moves money: an Idempotency-Key is required, and a repeat gets the first answer. */
  idempotent?: 'deposit' | 'deposit_purchase' | 'withdraw' | 'purchase' | 'partner_purchase' | 'membership';
  /**
   * A repeat with the same Idempotency-Key changes nothing more (a cart add: one tap, one row). The
   * app always sends one; the key is kept with what the call made rather than with its answer.
   */
  keyed?: true;
  /** It answers a page at a time, with `pageInfo` beside the result. */
  paged?: boolean;
  /** Its body is a URL-encoded form rather than JSON. */
  form?: boolean;
  /** Its body is multipart form data: files, each of a list under its field's name. */
  multipart?: boolean;
  /** The success status when it is not 200: 201 for what it creates, 204 for no answer at all. */
  status?: 201 | 204;
  /** Public reads: the cache-policy table's entry that covers it (contract/cache-policy.ts). */
  cache?: PolicyName;
}

/** A declaration: the facts at run time, the carried types at compile time only. */
export interface Endpoint<
  Path extends string = string,
  Types extends Carried = Carried,
> extends EndpointFacts<Path, Types> {
  /** Never set: it carries the types. */
  readonly types?: Types;
}

/** `endpoint<{ body: X; answer: Y }>()({ service, method, path, ... })`: the types, then the facts. */
export const endpoint =
  <Types extends Carried>() =>
  <const Path extends string, const Facts extends EndpointFacts<Path, Types>>(
    facts: Facts & EndpointFacts<Path, Types>,
  ): Facts & Endpoint<Path, Types> =>
    facts;

type TypesOf<E> = E extends Endpoint<string, infer Types> ? Types : never;
export type PathOf<E> = E extends Endpoint<infer Path> ? Path : never;
export type AnswerOf<E> = TypesOf<E>['answer'];
export type BodyOf<E> = TypesOf<E> extends { body: infer Body } ? Body : never;
export type QueryOf<E> = TypesOf<E> extends { query: infer Query } ? Query : never;
export type ParamsOf<E> = PathParams<PathOf<E>>;

/** Left out when the endpoint has none; may be left out when none of its fields is needed. */
type Needs<Key extends string, Value> = [Value] extends [never]
  ? { [K in Key]?: never }
  : Record<never, never> extends Value
    ? { [K in Key]?: Value }
    : { [K in Key]: Value };

/** The version a call is made at, when it is not the service's default. */
export function versionOf<E extends Endpoint>(endpoint: E, body: BodyOf<E> | undefined): string | undefined {
  const { version } = endpoint;
  return typeof version === 'function' ? version(body as never) : version;
}

/** What a call of an endpoint must give: its params, query and body, as the endpoint has them. */
export type CallInput<E> = (unknown extends ParamsOf<E> ? { params?: never } : { params: ParamsOf<E> }) &
  Needs<'query', QueryOf<E>> &
  Needs<'body', BodyOf<E>> &
  (E extends { idempotent: string } | { keyed: true }
    ? { idempotencyKey: string }
    : { idempotencyKey?: never });

/** `:name`, and its pattern in braces, which may hold braces of its own (`{[a-z]{2}}`). */
const PARAM = /:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g;

/** The address of an endpoint below its service's base, its params filled in. */
export function pathOf(endpoint: { path: string }, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(PARAM, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}
