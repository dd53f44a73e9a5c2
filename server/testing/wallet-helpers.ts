/** The wallet's calls and the sandbox gateway's pages, for server tests that deposit and withdraw. */
import type { Deposit, Fund, Withdrawal } from '@contract/schemas/wallet';
import { camel, checkout } from './shop-helpers';
import type { Instance } from './test-app';

const BROWSER = {
  color_depth: 24,
  screen_height: 800,
  screen_width: 1280,
  java_enabled: false,
  language: 'en-AU',
  time_zone_offset: -600,
  user_agent: 'test',
  challenge_window_size: 'Medium',
};

export async function wallet(email?: string) {
  const t = await checkout(email);

  /** What the hosted card form answers for these card details: its one-time token. */
  const cardToken = async (number: string, csc = number.startsWith('3') ? '1234' : '123') => {
    const page = await t.app.request('/api/sandbox/gateway/card-form', {
      method: 'POST',
      body: new URLSearchParams({ number, expiry: '12/30', csc }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return /data-token="([^"]+)"/.exec(await page.text())?.[1];
  };
  const addCard = async (number: string, as = t.token) => {
    const answer = await t.send(
      '/funds/cc/braintree',
      'POST',
      { gateway_token: await cardToken(number), holder_name: 'Dana Demo' },
      as,
    );
    return (await camel<Fund>(answer)).result;
  };
  const depositBody = (amount: number) => ({
    amount,
    deposit_method_code: 'cc',
    strong_customer_authentication: { browser: BROWSER },
  });
  const deposit = (fundId: number, amount: number, key: string, as = t.token, instance?: Instance) =>
    t.signed(`/api/v2/funds/${fundId}/deposit`, {
      method: 'POST',
      body: JSON.stringify(depositBody(amount)),
      headers: { version: '3.4', authorization: `Bearer ${as}`, 'idempotency-key': key },
      ...(instance ? { instance } : {}),
    });
  const depositOf = async (response: Response) => (await camel<Deposit>(response)).result;
  const authenticate = async (depositId: string, methodCompleted = true) =>
    depositOf(
      await t.send(
        `/funds/${depositId}/deposit/authenticate`,
        'POST',
        { method_completed: methodCompleted },
        t.token,
      ),
    );
  const readDeposit = async (depositId: string) =>
    depositOf(await t.get(`/funds/${depositId}/deposit`, t.token));
  /** The customer's answer on the issuer's challenge page. */
  const challenge = (depositId: string, answer: 'complete' | 'fail') =>
    t.app.request(`/api/sandbox/gateway/3ds/challenge/${depositId}`, {
      method: 'POST',
      body: new URLSearchParams({ answer }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const withdraw = (fundId: number, body: Record<string, unknown>, key: string) =>
    t.signed(`/api/v2/funds/${fundId}/withdraw`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { version: '3.1', authorization: `Bearer ${t.token}`, 'idempotency-key': key },
    });
  const withdrawalOf = async (response: Response) => (await camel<Withdrawal>(response)).result;
  /** A national bank account of the customer's, to withdraw to. */
  const addBankAccount = async (accountName: string) =>
    (
      await camel<{ id: number }>(
        await t.send(
          '/funds/bank-account',
          'POST',
          { code: '062000', account_number: '12345678', account_name: accountName, type: 'national' },
          t.token,
          '3.8',
        ),
      )
    ).result;
  return {
    ...t,
    cardToken,
    addCard,
    depositBody,
    deposit,
    depositOf,
    authenticate,
    readDeposit,
    challenge,
    withdraw,
    withdrawalOf,
    addBankAccount,
  };
}
