/**
 * Purchases under load (issue "When one machine is not enough", point 6): 50 clients, each a load
 * customer of its own (`SEED_LOAD_CUSTOMERS`), spread over the API instances given, each buying one
 * quick-pick Powerball game at a time for `seconds`: into the cart, then paid from the wallet with
 * an idempotency key; every fifth purchase is sent again with its key, as an app does after a lost
 * answer. Then the race: 50 more customers each put $10.80 in the cart under a daily limit of $12
 * and pay twice at once, once on each instance. Then the checks: every customer's wallet went down
 * by exactly what its receipts say (nothing charged twice), and no limit was overspent.
 */
import { readFileSync } from 'node:fs';
import { camelizeKeys } from '@contract/case';
import { signRequest } from '@contract/signature';
import { APP } from './api-load';

/** The demo customers' password, which the load customers share. */
export const PASSWORD = 'LuckyDip!2026';
const CLIENTS = 50;
/** Customers the seed must make: one per client, and as many for the race. */
export const LOAD_CUSTOMERS = 2 * CLIENTS;
const game = (index: number) => ({
  numbers: [1, 5, 9, 14, 22, 30, 35].map((number) => ((number + index) % 35) + 1).sort((a, b) => a - b),
  powerball: [(index % 20) + 1],
});

interface Answer<T> {
  status: number;
  replayed: boolean;
  result: T;
  /** A list's whole length, from the envelope's page info. */
  total: number | undefined;
}

export async function call<T>(
  base: string,
  method: string,
  path: string,
  options: { json?: unknown; form?: Record<string, string>; token?: string; key?: string } = {},
): Promise<Answer<T>> {
  const body =
    options.json !== undefined
      ? JSON.stringify(options.json)
      : options.form
        ? new URLSearchParams(options.form).toString()
        : '';
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = await signRequest(APP.secret, { method, pathWithQuery: path, timestamp, body });
  const response = await fetch(base + path, {
    method,
    ...(body ? { body } : {}),
    headers: {
      appkey: APP.key,
      timestamp,
      signature,
      version: '3.3',
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
  });
  const text = await response.text();
  const envelope = text
    ? camelizeKeys<{ result: T; pageInfo?: { total: number } }>(JSON.parse(text))
    : undefined;
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed') === 'true',
    result: envelope ? envelope.result : (undefined as T),
    total: envelope?.pageInfo?.total,
  };
}

interface Customer {
  base: string;
  token: string;
  startCents: number;
}

const cents = (amount: number) => Math.round(amount * 100);

async function signIn(base: string, number: number): Promise<Customer> {
  const login = await call<{ accessToken: string }>(base, 'POST', '/api/v2/login', {
    json: { email: `load-${number}@luckydip.test`, password: PASSWORD },
  });
  if (login.status !== 200) throw new Error(`load-${number} could not sign in: ${login.status}`);
  const token = login.result.accessToken;
  return { base, token, startCents: await balance({ base, token }) };
}

async function balance({ base, token }: { base: string; token: string }): Promise<number> {
  return cents(
    (await call<{ balance: { amount: number } }>(base, 'GET', '/api/v2/customer', { token })).result.balance
      .amount,
  );
}

/** The item for `games` games of the next Powerball draw. */
function powerball(drawNo: number, games: number, seed: number) {
  return {
    product_offer_key: 'powerball',
    game_type: 'standard',
    game_offer: 'powerball-standard',
    draw_no: drawNo,
    num_draws: 1,
    num_games: games,
    games: Array.from({ length: games }, (_, index) => game(seed + index)),
  };
}

/** The body that pays the customer's cart as it stands. */
async function cartPayment(customer: Customer) {
  const { cartReference } = (
    await call<{ cartReference: string }>(customer.base, 'GET', '/api/v2/cart/items', {
      token: customer.token,
    })
  ).result;
  return { cart_reference: cartReference, fund_kind: 'wallet' };
}

const purchase = (customer: Customer, payment: unknown, key: string) =>
  call<{ total: { amount: number } }>(customer.base, 'POST', '/api/v2/cart/purchase', {
    json: payment,
    token: customer.token,
    key,
  });

export interface PurchaseLoadResult {
  purchasesPerSecond: number;
  p50: number;
  p95: number;
  /** Purchases refused or failed in the timed run, and retries not answered as replays (none expected). */
  failed: number;
  /** Customers whose wallet went down by other than their receipts' total. */
  chargedTwice: number;
  /** Race customers with more than one purchase paid, or more spent than their limit. */
  limitsOverspent: number;
  /**
   * Each instance's CPU time in the timed run divided by the purchases it answered (its cart adds
   * and reads included, as a customer's purchase needs them), in ms: on a 2-core machine the
   * figure that says whether an instance was busy or waiting.
   */
  cpuMsPerPurchase: number[];
}

/** An API instance under load: its address, and its process, whose CPU time Linux keeps. */
export interface LoadedInstance {
  url: string;
  pid: number;
}

/** A process's user and system CPU time so far, in ms (`/proc/{pid}/stat`, in clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

export async function purchaseLoad(instances: LoadedInstance[], seconds = 10): Promise<PurchaseLoadResult> {
  const on = (index: number) => instances[index % instances.length]!.url;
  const offers = await call<{ offers: { key: string; draws: { drawNo: number }[] }[] }>(
    on(0),
    'GET',
    '/api/v2/pricing/standard/product_offers',
  );
  const drawNo = offers.result.offers.find((offer) => offer.key === 'powerball')!.draws[0]!.drawNo;
  const buyers = await Promise.all(
    Array.from({ length: CLIENTS }, (_, index) => signIn(on(index), index + 1)),
  );

  const times: number[] = [];
  const paid = new Map<Customer, number>();
  const answeredBy = instances.map(() => 0);
  let purchases = 0;
  let failed = 0;
  const cpuBefore = instances.map((instance) => cpuMs(instance.pid));
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    buyers.map(async (customer, client) => {
      for (let n = 0; performance.now() < until; n += 1) {
        await call(customer.base, 'POST', '/api/v2/cart/items', {
          json: powerball(drawNo, 1, client + n),
          token: customer.token,
        });
        const key = `load-${client}-${n}`;
        const payment = await cartPayment(customer);
        const before = performance.now();
        const answer = await purchase(customer, payment, key);
        times.push(performance.now() - before);
        if (answer.status !== 201) {
          failed += 1;
          continue;
        }
        purchases += 1;
        answeredBy[client % instances.length]! += 1;
        paid.set(customer, (paid.get(customer) ?? 0) + cents(answer.result.total.amount));
        // A retry after a lost answer, on another instance: the first answer again, not a charge.
        if (n % 5 === 4) {
          const again = await purchase({ ...customer, base: on(client + 1) }, payment, key);
          if (!again.replayed) failed += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuMsPerPurchase = instances.map(
    (instance, index) =>
      Math.round(((cpuMs(instance.pid) - cpuBefore[index]!) / answeredBy[index]!) * 10) / 10,
  );
  let chargedTwice = 0;
  for (const customer of buyers)
    if (customer.startCents - (await balance(customer)) !== (paid.get(customer) ?? 0)) chargedTwice += 1;

  // The race: two purchases of one cart at once, one per instance, with room for one under the limit.
  let limitsOverspent = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, index) => {
      const customer = await signIn(on(index), CLIENTS + index + 1);
      await call(customer.base, 'PUT', '/api/v2/spend-limits/daily', {
        form: { period: 'daily', limit: '12' },
        token: customer.token,
      });
      await call(customer.base, 'POST', '/api/v2/cart/items', {
        json: powerball(drawNo, 8, index),
        token: customer.token,
      });
      const payment = await cartPayment(customer);
      const answers = await Promise.all(
        [0, 1].map((tryNo) =>
          purchase({ ...customer, base: on(index + tryNo) }, payment, `race-${index}-${tryNo}`),
        ),
      );
      const spent = customer.startCents - (await balance(customer));
      if (answers.filter((answer) => answer.status === 201).length > 1 || spent > 1200) limitsOverspent += 1;
    }),
  );

  times.sort((a, b) => a - b);
  return {
    purchasesPerSecond: Math.round(purchases / elapsed),
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    failed,
    chargedTwice,
    limitsOverspent,
    cpuMsPerPurchase,
  };
}
