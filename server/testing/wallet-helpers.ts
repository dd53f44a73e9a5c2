/** The wallet's calls and the sandbox gateway's pages, for server tests that deposit and withdraw. */
import * as walletEndpoints from '@contract/endpoints/wallet';
import type { BrowserData, Deposit, Fund, WithdrawInput, Withdrawal } from '@contract/schemas/wallet';
import { camel, checkout } from './shop-helpers';
import type { Instance } from './test-app';

const BROWSER: BrowserData = {
  colorDepth: 24,
  screenHeight: 800,
  screenWidth: 1280,
  javaEnabled: false,
  language: 'en-AU',
  timeZoneOffset: -600,
  userAgent: 'test',
  challengeWindowSize: 'Medium',
};

export async function wallet(email?: string, overrides: Parameters<typeof checkout>[1] = {}) {
  const t = await checkout(email, overrides);

  /** What the hosted card form answers for these card details: its one-time token. */
  const cardToken = async (number: string, csc = number.startsWith('3') ? '1234' : '123') => {
    const page = await t.app.request('/api/sandbox/gateway/card-form', {
      method: 'POST',
      body: new URLSearchParams({ number, expiry: '12/30', csc }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const token = /data-token="([^"]+)"/.exec(await page.text())?.[1];
    if (token === undefined) throw new Error(`the sandbox's card form gave no token for ${number}`);
    return token;
  };
  const addCard = async (number: string, as = t.token) => {
    const answer = await t.call(
      walletEndpoints.addCard,
      {
        params: { method: 'cc', gateway: 'braintree' },
        body: { gatewayToken: await cardToken(number), holderName: 'Dana Demo' },
      },
      { token: as },
    );
    return (await camel<Fund>(answer)).result;
  };
  const depositBody = (amount: number) => ({
    amount,
    depositMethodCode: 'cc' as const,
    strongCustomerAuthentication: { browser: BROWSER },
  });
  const deposit = (fundId: number, amount: number, key: string, as = t.token, instance?: Instance) =>
    t.call(
      walletEndpoints.depositToFund,
      { params: { fundId }, body: depositBody(amount), idempotencyKey: key },
      { token: as, ...(instance ? { instance } : {}) },
    );
  const depositOf = async (response: Response) => (await camel<Deposit>(response)).result;
  const authenticate = async (depositId: string, methodCompleted = true) =>
    depositOf(
      await t.call(
        walletEndpoints.authenticateDeposit,
        { params: { depositId }, body: { methodCompleted } },
        { token: t.token },
      ),
    );
  const readDeposit = async (depositId: string) =>
    depositOf(await t.call(walletEndpoints.deposit, { params: { depositId } }, { token: t.token }));
  /** The customer's answer on the issuer's challenge page. */
  const challenge = (depositId: string, answer: 'complete' | 'fail') =>
    t.app.request(`/api/sandbox/gateway/3ds/challenge/${depositId}`, {
      method: 'POST',
      body: new URLSearchParams({ answer }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const withdraw = (fundId: number, body: WithdrawInput, key: string) =>
    t.call(walletEndpoints.withdraw, { params: { fundId }, body, idempotencyKey: key }, { token: t.token });
  const withdrawalOf = async (response: Response) => (await camel<Withdrawal>(response)).result;
  /** A national bank account of the customer's, to withdraw to. */
  const addBankAccount = async (accountName: string) =>
    (
      await camel<{ id: number }>(
        await t.call(
          walletEndpoints.addBankAccount,
          { body: { code: '062000', accountNumber: '12345678', accountName, type: 'national' } },
          { token: t.token },
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
