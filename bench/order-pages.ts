/**
 * A page of orders whatever the history (issue "Jackpot night", point 3): a customer with 5,000
 * orders (`SEED_HISTORY_ORDERS`) asks for a page of ten of their upcoming and past orders, and for
 * a page in the middle of the past ones, one request at a time on an otherwise idle API, so that
 * the time is the server's: the median of 20 after 5 to warm up.
 */
import { call, PASSWORD } from './purchase-load';

export const HISTORY_ORDERS = 5000;
const WARM_UP = 5;
const TIMED = 20;
const PAGE = 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface OrderPageTimes {
  upcoming: number;
  past: number;
  pastMiddle: number;
  /** The past orders counted, to show the history was there. */
  pastTotal: number;
}

export async function orderPages(base: string): Promise<OrderPageTimes> {
  const login = await call<{ accessToken: string }>(base, 'POST', '/api/v2/login', {
    json: { email: 'load-1@luckydip.test', password: PASSWORD },
  });
  const token = login.result.accessToken;
  const timed = async (status: string, offset: number) => {
    const path = `/api/v2/orders?status=${status}&limit=${PAGE}&offset=${offset}`;
    const times: number[] = [];
    for (let n = 0; n < WARM_UP + TIMED; n += 1) {
      const started = performance.now();
      const answer = await call<unknown[]>(base, 'GET', path, { token });
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      if (n >= WARM_UP) times.push(performance.now() - started);
    }
    return Math.round(median(times) * 10) / 10;
  };
  const upcoming = await timed('upcoming_products', 0);
  const past = await timed('past_products', 0);
  const pastMiddle = await timed('past_products', Math.floor(HISTORY_ORDERS / 2));
  const counted = await call<unknown[]>(base, 'GET', `/api/v2/orders?status=past_products&limit=1&offset=0`, {
    token,
  });
  return { upcoming, past, pastMiddle, pastTotal: counted.total ?? 0 };
}
