/**
 * The capability table's calls (contract/capability-gates.ts), walked with each capability
 * switched off: every call it gates is not there, and the calls it does not gate still answer.
 */
import { describe, expect, it } from 'vitest';
import { CALLS_GATED } from '@contract/capability-gates';
import { CAPABILITY_NAMES, type CapabilityName } from '@contract/capability-names';
import type { Endpoint } from '@contract/endpoints/endpoint';
import * as account from '@contract/endpoints/account';
import * as auth from '@contract/endpoints/auth';
import * as blog from '@contract/endpoints/blog';
import * as cart from '@contract/endpoints/cart';
import * as catalogue from '@contract/endpoints/catalogue';
import * as checkout from '@contract/endpoints/checkout';
import * as contentCards from '@contract/endpoints/content-cards';
import * as content from '@contract/endpoints/content';
import * as feedback from '@contract/endpoints/feedback';
import * as lottoParty from '@contract/endpoints/lotto-party';
import * as membership from '@contract/endpoints/membership';
import * as migration from '@contract/endpoints/migration';
import * as partners from '@contract/endpoints/partners';
import * as placements from '@contract/endpoints/placements';
import * as preferences from '@contract/endpoints/preferences';
import * as push from '@contract/endpoints/push';
import * as recurring from '@contract/endpoints/recurring';
import * as results from '@contract/endpoints/results';
import * as session from '@contract/endpoints/session';
import * as site from '@contract/endpoints/site';
import * as socialSignIn from '@contract/endpoints/social-sign-in';
import * as verification from '@contract/endpoints/verification';
import * as wallet from '@contract/endpoints/wallet';
import { DEMO_PASSWORD } from '../db/seed';
import { apiTestApp, read } from '../testing/api-helpers';

const DECLARED = [
  account,
  auth,
  blog,
  cart,
  catalogue,
  checkout,
  contentCards,
  content,
  feedback,
  lottoParty,
  membership,
  migration,
  partners,
  placements,
  preferences,
  push,
  recurring,
  results,
  session,
  site,
  socialSignIn,
  verification,
  wallet,
].flatMap((module) => Object.values(module) as Endpoint[]);

const key = (endpoint: Endpoint) => `${endpoint.service} ${endpoint.method} ${endpoint.path}`;
const byKey = new Map(DECLARED.map((endpoint) => [key(endpoint), endpoint]));

/** A value each param's pattern lets through, so the request reaches the call's route. */
function sampleParams(path: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, name, pattern = ''] of path.matchAll(/:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g))
    params[name!] = pattern.includes('dep_')
      ? 'dep_sample'
      : pattern.includes('[0-9]')
        ? '1'
        : pattern.includes('[a-z]{2}')
          ? 'cc'
          : 'sample';
  return params;
}

const gated = (Object.entries(CALLS_GATED) as [CapabilityName, readonly string[]][]).filter(
  ([, calls]) => calls.length > 0,
);

describe('the capability table’s calls', () => {
  it('names only calls that are declared', () => {
    const unknown = gated.flatMap(([, calls]) => calls.filter((call) => !byKey.has(call)));
    expect(unknown).toEqual([]);
    expect(Object.keys(CALLS_GATED).sort()).toEqual([...CAPABILITY_NAMES].sort());
  });

  it.each(gated)('with %s off, are not there; the rest still answer', async (capability, calls) => {
    const t = await apiTestApp({ suppressedCapabilities: [capability] });
    const login = await read<{ accessToken: string }>(
      await t.login({ email: 'demo@luckydip.test', password: DEMO_PASSWORD }),
    );
    const token = login.result.accessToken;
    const send = (endpoint: Endpoint) =>
      t.call(
        endpoint,
        {
          params: sampleParams(endpoint.path),
          ...(endpoint.method === 'GET' ? {} : { body: {} }),
          idempotencyKey: `gate-${capability}`,
        } as never,
        { token },
      );
    for (const call of calls) {
      const response = await send(byKey.get(call)!);
      expect({ call, status: response.status }).toEqual({ call, status: 404 });
      expect((await read<null>(response)).messages[0]).toMatchObject({
        code: 'not_found',
        message: 'This site does not offer this.',
      });
    }
    // A call the capability does not gate is answered (whatever it makes of the sample input).
    const other = gated.find(([name, list]) => name !== capability && !list.some((c) => calls.includes(c)));
    const [first] = other?.[1] ?? [];
    if (first === undefined) return;
    const answered = await send(byKey.get(first)!);
    const messages = answered.status === 204 ? [] : (await read<null>(answered)).messages;
    expect(messages.map((message) => message.message)).not.toContain('This site does not offer this.');
  });
});
