import { describe, expect, it } from 'vitest';
import * as account from '@contract/endpoints/account';
import * as carts from '@contract/endpoints/cart';
import * as walletApi from '@contract/endpoints/wallet';
import type { Cart, Receipt } from '@contract/schemas/shop';
import type {
  DepositPurchase,
  Fund,
  PaymentMethod,
  SpendLimits,
  WalletTransaction,
} from '@contract/schemas/wallet';
import { DEMO_PASSWORD } from '../../db/seed';
import { moveBalance } from '../../db/ledger';
import { ISSUER_MESSAGES, signedNotification } from '../../sandbox/card-gateway';
import { camel, game } from '../../testing/shop-helpers';
import { wallet } from '../../testing/wallet-helpers';

const notify = (t: Awaited<ReturnType<typeof wallet>>, body: string, signature: string) =>
  t.app.request('/api/gateway/notifications', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-gateway-signature': signature },
  });

/** The card gateway the sandbox plays, in a saved card's address. */
const BRAINTREE = { method: 'cc', gateway: 'braintree' };

describe('cards', () => {
  it('are saved from the hosted form’s one-time token, never a number, and the token works once', async () => {
    const t = await wallet();
    const token = await t.cardToken('4111 1111 1111 1111');
    expect(token).toMatch(/^tok_/);
    const first = await t.call(
      walletApi.addCard,
      { params: BRAINTREE, body: { gatewayToken: token, holderName: 'Dana Demo' } },
      { token: t.token },
    );
    expect(first.status).toBe(201);
    expect((await camel<{ description: string; default: boolean }>(first)).result).toMatchObject({
      description: 'VISA ending 1111',
      default: true,
    });
    const again = await t.call(
      walletApi.addCard,
      { params: BRAINTREE, body: { gatewayToken: token, holderName: 'Dana Demo' } },
      { token: t.token },
    );
    expect(again.status).toBe(422);
    const bad = await t.app.request('/api/sandbox/gateway/card-form', {
      method: 'POST',
      body: new URLSearchParams({ number: '4111111111111112', expiry: '01/20', csc: '1' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const html = await bad.text();
    expect(html).toContain('Your card number is incorrect.');
    expect(html).toContain('expiry date is incorrect');
    expect(bad.headers.get('content-security-policy')).toContain('sandbox allow-scripts allow-forms');
  });

  it('refuses a holder name that looks like a card number', async () => {
    const t = await wallet();
    const answer = await t.call(
      walletApi.addCard,
      {
        params: BRAINTREE,
        body: { gatewayToken: await t.cardToken('4111111111111111'), holderName: '4111 1111 1111 1111' },
      },
      { token: t.token },
    );
    expect(answer.status).toBe(422);
    expect(JSON.stringify(await answer.json())).toContain("Please enter the card holder's name.");
  });

  it('are listed under the card method, become the default, and are deleted for their owner only', async () => {
    const t = await wallet();
    const visa = await t.addCard('4111111111111111');
    const master = await t.addCard('5555555555554444');
    expect(
      (await t.call(walletApi.makeDefault, { params: { fundId: master.id } }, { token: t.token })).status,
    ).toBe(204);
    const methods = (
      await camel<PaymentMethod[]>(
        await t.call(
          walletApi.paymentMethods,
          { query: { filter: 'funds.cart eq true' } },
          { token: t.token },
        ),
      )
    ).result;
    const card = methods.find((method) => method.code === 'cc')!;
    expect(card.funds.map((fund) => [fund.id, fund.default])).toEqual([
      [visa.id, false],
      [master.id, true],
    ]);
    expect(card.rules).toMatchObject({ enabled: true, minAmount: 10 });
    expect(card.rules.gatewayRules).toEqual([{ gateway: 'braintree', cscRequired: ['AMEX'] }]);
    const other = await t.signIn('limits@luckydip.test');
    expect(
      (await t.call(walletApi.deleteFund, { params: { fundId: visa.id } }, { token: other })).status,
    ).toBe(404);
    expect(
      (await t.call(walletApi.deleteFund, { params: { fundId: visa.id } }, { token: t.token })).status,
    ).toBe(204);
    expect((await t.call(walletApi.fund, { params: { fundId: visa.id } }, { token: t.token })).status).toBe(
      404,
    );
  });
});

describe('a deposit', () => {
  it('with the frictionless card runs the 3-D Secure method, then is credited by the gateway', async () => {
    const t = await wallet();
    const fund = await t.addCard('4111111111111111');
    const before = await t.balance();
    const opened = await t.depositOf(await t.deposit(fund.id, 20, 'deposit-0001'));
    expect(opened).toMatchObject({ status: 'pending', nextAction: { type: 'method' } });
    expect(await t.balance()).toBe(before);
    const done = await t.authenticate(opened.id);
    expect(done).toMatchObject({ status: 'succeeded', nextAction: null, amount: { amount: 20 } });
    expect(await t.balance()).toBeCloseTo(before + 20);
    const ledger = (
      await camel<WalletTransaction[]>(
        await t.call(walletApi.transactions, { query: { limit: 10, offset: 0 } }, { token: t.token }),
      )
    ).result;
    expect(ledger[0]).toMatchObject({ kind: 'deposit', amount: { amount: 20 }, reference: opened.id });
  });

  it('with a card not saved pays once: never listed nor the default, forgotten once the deposit ends', async () => {
    const t = await wallet();
    const kept = await t.addCard('5555555555554444');
    const added = await t.call(
      walletApi.addCard,
      {
        params: BRAINTREE,
        body: {
          gatewayToken: await t.cardToken('4111111111111111'),
          holderName: 'Dana Demo',
          saveCard: false,
          makeDefault: true,
        },
      },
      { token: t.token },
    );
    const once = (await camel<Fund>(added)).result;
    expect(once).toMatchObject({ saved: false, default: false });
    const listed = async () =>
      (
        await camel<PaymentMethod[]>(
          await t.call(
            walletApi.paymentMethods,
            { query: { filter: 'funds.cart eq true' } },
            { token: t.token },
          ),
        )
      ).result
        .find((method) => method.code === 'cc')!
        .funds.map((fund) => [fund.id, fund.default]);
    expect(await listed()).toEqual([[kept.id, true]]);
    const before = await t.balance();
    const opened = await t.depositOf(await t.deposit(once.id, 20, 'deposit-once-1'));
    expect((await t.authenticate(opened.id)).status).toBe('succeeded');
    expect(await t.balance()).toBeCloseTo(before + 20);
    expect(await listed()).toEqual([[kept.id, true]]);
    expect((await t.deposit(once.id, 20, 'deposit-once-2')).status).toBe(404);
  });

  it('honours its Idempotency-Key: a repeat gets the same deposit, another body is refused', async () => {
    const t = await wallet();
    const fund = await t.addCard('4111111111111111');
    const first = await t.depositOf(await t.deposit(fund.id, 25, 'deposit-key-1'));
    const again = await t.deposit(fund.id, 25, 'deposit-key-1');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await t.depositOf(again)).id).toBe(first.id);
    expect((await t.deposit(fund.id, 30, 'deposit-key-1')).status).toBe(422);
  });

  it('with the challenge card waits for the challenge; the gateway’s notification credits once', async () => {
    const t = await wallet();
    const fund = await t.addCard('4000000000003220');
    const before = await t.balance();
    const opened = await t.depositOf(await t.deposit(fund.id, 40, 'deposit-0002'));
    const asked = await t.authenticate(opened.id);
    expect(asked.nextAction).toMatchObject({ type: 'challenge', windowSize: 'Medium' });
    const page = await t.app.request(asked.nextAction!.url);
    expect(await page.text()).toContain('Complete authentication');
    const answered = await t.challenge(opened.id, 'complete');
    expect(answered.headers.get('location')).toBe(`/3ds/notify?deposit=${opened.id}&stage=challenge`);
    expect((await t.readDeposit(opened.id)).status).toBe('succeeded');
    expect(await t.balance()).toBeCloseTo(before + 40);
    // The challenge page answered again, or the notification replayed, credits nothing more.
    await t.challenge(opened.id, 'complete');
    expect(await t.balance()).toBeCloseTo(before + 40);
  });

  it('is credited once when the gateway replays its notification', async () => {
    const t = await wallet();
    const fund = await t.addCard('4000000000003220');
    const before = await t.balance();
    const opened = await t.depositOf(await t.deposit(fund.id, 15, 'deposit-0003'));
    const { body, signature } = signedNotification(t.config.gatewaySecret, opened, {
      outcome: 'succeeded',
      message: null,
    });
    const first = await notify(t, body, signature);
    const replay = await notify(t, body, signature);
    expect((await camel<{ outcome: string }>(first)).result.outcome).toBe('settled');
    expect((await camel<{ outcome: string }>(replay)).result.outcome).toBe('replayed');
    expect(await t.balance()).toBeCloseTo(before + 15);
  });

  it('is not credited by a success forged in the browser', async () => {
    const t = await wallet();
    const fund = await t.addCard('4000000000003220');
    const before = await t.balance();
    const opened = await t.depositOf(await t.deposit(fund.id, 50, 'deposit-0004'));
    await t.authenticate(opened.id);
    const { body } = signedNotification('not-the-gateway', opened, { outcome: 'succeeded', message: null });
    expect((await notify(t, body, '00'.repeat(32))).status).toBe(401);
    await t.app.request(`/3ds/notify?deposit=${opened.id}&stage=challenge`);
    expect((await t.readDeposit(opened.id)).status).toBe('pending');
    expect(await t.balance()).toBe(before);
  });

  it('declined, short of funds, or its challenge failed or abandoned, credits nothing and says why', async () => {
    const t = await wallet();
    const before = await t.balance();
    const declined = await t.addCard('4000000000000002');
    const refused = await t.authenticate(
      (await t.depositOf(await t.deposit(declined.id, 20, 'deposit-0005'))).id,
    );
    expect(refused).toMatchObject({ status: 'failed', message: ISSUER_MESSAGES.declined });
    const poor = await t.addCard('4000000000009995');
    const short = await t.authenticate((await t.depositOf(await t.deposit(poor.id, 20, 'deposit-0006'))).id);
    expect(short).toMatchObject({ status: 'failed', message: ISSUER_MESSAGES.insufficient_funds });

    const strict = await t.addCard('4000008400001629');
    const failing = await t.depositOf(await t.deposit(strict.id, 20, 'deposit-0007'));
    await t.authenticate(failing.id);
    await t.challenge(failing.id, 'complete');
    expect(await t.readDeposit(failing.id)).toMatchObject({
      status: 'failed',
      message: ISSUER_MESSAGES.challenge_fails,
    });

    const challenged = await t.addCard('4000000000003220');
    const abandoned = await t.depositOf(await t.deposit(challenged.id, 20, 'deposit-0008'));
    await t.authenticate(abandoned.id);
    const cancelled = await t.call(
      walletApi.cancelDeposit,
      { params: { depositId: abandoned.id } },
      { token: t.token },
    );
    expect((await t.depositOf(cancelled)).status).toBe('cancelled');
    // The customer finishing the challenge after giving up on it moves no money.
    await t.challenge(abandoned.id, 'complete');
    expect((await t.readDeposit(abandoned.id)).status).toBe('cancelled');
    expect(await t.balance()).toBe(before);
  });

  it('refuses an amount outside the card’s rules with the spec’s messages', async () => {
    const t = await wallet();
    const fund = await t.addCard('4111111111111111');
    const small = await t.deposit(fund.id, 5, 'deposit-0009');
    expect(small.status).toBe(422);
    expect(JSON.stringify(await small.json())).toContain(
      'Please enter an amount equal to or greater than 10.00.',
    );
    const amex = await t.addCard('378282246310005');
    const noCsc = await t.deposit(amex.id, 20, 'deposit-0010');
    expect(noCsc.status).toBe(422);
    expect(Object.keys((await noCsc.json()) as { errors: object })).toContain('errors');
  });

  it('may not pass a deposit limit, even when two are made at once', async () => {
    const t = await wallet();
    const set = await t.call(
      walletApi.setLimit,
      { params: { period: 'weekly' }, body: { kind: 'deposit', period: 'weekly', limit: '50' } },
      { token: t.token },
    );
    expect(set.status).toBe(200);
    expect((await camel<SpendLimits>(set)).messages[0]).toMatchObject({
      message: 'Your deposit limit has been updated.',
    });
    const fund = await t.addCard('4111111111111111');
    const answers = await Promise.all([
      t.deposit(fund.id, 30, 'deposit-race-1'),
      t.deposit(fund.id, 30, 'deposit-race-2'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.status === 422)!;
    expect(JSON.stringify(await refused.json())).toContain('weekly deposit limit of $50.00');
  });
});

describe('PayPal', () => {
  it('is connected on its approval page, then a deposit is approved there and confirmed by its notification', async () => {
    const t = await wallet();
    const form = (path: string, fields: Record<string, string>) =>
      t.app.request(path, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const approved = await form('/api/sandbox/gateway/paypal/approve?return=/my-account/cards-and-accounts', {
      email: 'dana@example.com',
      answer: 'approve',
    });
    const back = new URL(approved.headers.get('location')!, 'http://x');
    expect(back.pathname).toBe('/my-account/cards-and-accounts');
    const token = back.searchParams.get('paypal_token')!;
    const saved = await t.call(
      walletApi.addPaypal,
      { params: { gateway: 'braintree' }, body: { gatewayToken: token } },
      { token: t.token },
    );
    expect(saved.status).toBe(201);
    const fund = (await camel<{ id: number; description: string }>(saved)).result;
    expect(fund.description).toBe('PayPal dana@***');
    const before = await t.balance();
    const deposit = await t.call(
      walletApi.depositToFund,
      {
        params: { fundId: fund.id },
        body: { amount: 20, depositMethodCode: 'pl' },
        idempotencyKey: 'paypal-deposit-1',
      },
      { token: t.token },
    );
    const opened = await t.depositOf(deposit);
    expect(opened.nextAction).toEqual({
      type: 'redirect',
      url: `/api/sandbox/gateway/paypal/pay/${opened.id}`,
    });
    const paid = await form(`/api/sandbox/gateway/paypal/pay/${opened.id}`, { answer: 'approve' });
    expect(paid.headers.get('location')).toBe(`/my-account/deposit/details/${opened.id}/success`);
    expect((await t.readDeposit(opened.id)).status).toBe('succeeded');
    expect(await t.balance()).toBeCloseTo(before + 20);
    // Back to another site is never offered: the return is a path of this site.
    const away = await form('/api/sandbox/gateway/paypal/approve?return=https://evil.example/', {
      answer: 'cancel',
    });
    expect(away.headers.get('location')).toBe('/my-account/cards-and-accounts?paypal=cancelled');
  });
});

describe('a deposit purchase', () => {
  it('deposits what the wallet lacks for the cart, and the purchase then goes through', async () => {
    const t = await wallet();
    await t.exec("UPDATE customers SET balance_cents = 500 WHERE email = 'demo@luckydip.test'");
    await t.add(t.powerball([game, game, game, game, game, game, game, game], 2));
    const cart = (await camel<Cart>(await t.call(carts.customers, {}, { token: t.token }))).result;
    const fund = await t.addCard('4111111111111111');
    const send = (key: string) =>
      t.call(
        walletApi.depositPurchase,
        {
          body: {
            deposit: { ...t.depositBody(1), customerFundId: fund.id },
            purchase: { cartReference: cart.cartReference },
          },
          idempotencyKey: key,
        },
        { token: t.token },
      );
    const answer = (await camel<DepositPurchase>(await send('deposit-purchase-1'))).result;
    const shortfall = cart.cartTotal.amount - 5;
    // Never less than the card's minimum: the rest stays in the wallet.
    expect(answer.deposit!.amount.amount).toBeCloseTo(Math.max(10, shortfall));
    expect(answer.checkout).toBeNull();
    expect((await send('deposit-purchase-1')).headers.get('idempotent-replayed')).toBe('true');
    await t.authenticate(answer.deposit!.id);
    const bought = await t.pay('deposit-purchase-buy');
    expect(bought.status).toBe(201);
    expect(await t.balance()).toBeCloseTo(5 + Math.max(10, shortfall) - cart.cartTotal.amount);
    // The receipt names the deposit that topped the wallet up, once: the next purchase's has none.
    const receipt = (await camel<Receipt>(bought)).result;
    expect(receipt.deposits).toEqual([{ description: 'VISA ending 1111', amount: answer.deposit!.amount }]);
    expect(receipt.promotionCode).toBeNull();
    await t.exec("UPDATE customers SET balance_cents = 5000 WHERE email = 'demo@luckydip.test'");
    await t.add(t.powerball([game]));
    expect((await camel<Receipt>(await t.pay('deposit-purchase-next'))).result.deposits).toEqual([]);
  });
});

describe('a withdrawal', () => {
  it('asks for the password, takes only prize funds, holds the balance, and honours its key', async () => {
    const t = await wallet();
    const customer = await t.one<{
      id: number;
    }>("SELECT id FROM customers WHERE email = 'demo@luckydip.test'");
    await moveBalance(t.db, {
      customerId: customer.id,
      cents: 3000,
      kind: 'prize',
      reference: 'test-prize',
      at: 0,
    });
    const withdrawable = async () =>
      (await camel<{ amount: number }>(await t.call(walletApi.withdrawable, {}, { token: t.token }))).result
        .amount;
    expect(await withdrawable()).toBe(30);
    const account = await t.call(
      walletApi.addBankAccount,
      { body: { code: '062000', accountNumber: '12345678', accountName: 'Dana Demo', type: 'national' } },
      { token: t.token },
    );
    expect(account.status).toBe(201);
    const fund = (await camel<{ id: number; description: string }>(account)).result;
    expect(fund.description).toBe('BSB 062-000 account ending 5678');
    const body = (amount: number, password = DEMO_PASSWORD) => ({
      amount,
      password,
      withdrawalMethodCode: 'tt' as const,
      bankType: 'national' as const,
    });
    const wrong = await t.withdraw(fund.id, body(20, 'not-my-password'), 'withdraw-0001');
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(await wrong.json())).toContain('Your password is incorrect.');
    const tooMuch = await t.withdraw(fund.id, body(40), 'withdraw-0002');
    expect(JSON.stringify(await tooMuch.json())).toContain('You can withdraw up to $30.00');
    const before = await t.balance();
    const done = await t.withdrawalOf(await t.withdraw(fund.id, body(20), 'withdraw-0003'));
    expect(done).toMatchObject({ status: 'requested', amount: { amount: 20 } });
    const again = await t.withdraw(fund.id, body(20), 'withdraw-0003');
    expect((await t.withdrawalOf(again)).id).toBe(done.id);
    expect(await t.balance()).toBeCloseTo(before - 20);
    expect(await withdrawable()).toBe(10);
  });

  it('refuses every password after five wrong ones, the right one too, as sign-in does', async () => {
    const t = await wallet('winner@luckydip.test');
    const fund = await t.addBankAccount('Robin Winner');
    const attempt = (password: string, key: string) =>
      t.withdraw(fund.id, { amount: 10, password, withdrawalMethodCode: 'tt', bankType: 'national' }, key);
    for (let guess = 1; guess <= 5; guess += 1)
      expect((await attempt(`guess-${guess}`, `withdraw-guess-${guess}`)).status).toBe(422);
    const locked = await attempt(DEMO_PASSWORD, 'withdraw-guess-right');
    expect(locked.status).toBe(429);
    expect(JSON.stringify(await locked.json())).toContain('Too many incorrect passwords');
  });

  it('pays out only to a verified customer, as the overview says', async () => {
    const t = await wallet('verify@luckydip.test');
    const fund = await t.addBankAccount('Val Verify');
    const refused = await t.withdraw(
      fund.id,
      { amount: 10, password: DEMO_PASSWORD, withdrawalMethodCode: 'tt', bankType: 'national' },
      'withdraw-unverified',
    );
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).toContain('verify_account_required');
  });

  it('maps a bank account’s problems to the fields the server names', async () => {
    const t = await wallet();
    const answer = await t.call(
      walletApi.addBankAccount,
      { body: { code: '12', accountNumber: 'abc', accountName: 'Dana Demo', type: 'national' } },
      { token: t.token },
    );
    expect(answer.status).toBe(422);
    const { errors } = (await answer.json()) as { errors: Record<string, unknown> };
    expect(Object.keys(errors).sort()).toEqual(['account_number', 'bsb']);
  });
});

describe('limits', () => {
  it('apply a lower limit at once, a higher one after the cooling-off, and end after it too', async () => {
    const t = await wallet();
    const limits = async (response: Response) => camel<SpendLimits>(response);
    const set = (limit: string) =>
      t.call(
        walletApi.setLimit,
        { params: { period: 'weekly' }, body: { kind: 'spend', period: 'weekly', limit } },
        { token: t.token },
      );
    expect((await limits(await set('100'))).result.customerLimits[0]).toMatchObject({
      kind: 'spend',
      limit: { amount: 100 },
      pending: null,
    });
    const overview = (
      await camel<{ spendLimits: unknown[] }>(await t.call(account.customer, {}, { token: t.token }))
    ).result;
    expect(overview.spendLimits).toEqual([{ period: 'weekly', limit: { amount: 100, currency: 'AUD' } }]);
    const raised = await limits(
      await t.call(
        walletApi.changeLimit,
        { params: { period: 'weekly' }, body: { kind: 'spend', period: 'weekly', limit: '200' } },
        { token: t.token },
      ),
    );
    expect(raised.result.customerLimits[0]).toMatchObject({
      limit: { amount: 100 },
      pending: { limit: { amount: 200 } },
    });
    expect(raised.messages[0]!.message).toContain('7-day cooling-off period');
    t.time.ms += 8 * 24 * 60 * 60 * 1000;
    const token = await t.signIn('demo@luckydip.test');
    const later = await limits(await t.call(walletApi.limits, {}, { token }));
    expect(later.result.customerLimits[0]).toMatchObject({ limit: { amount: 200 }, pending: null });
    const id = later.result.customerLimits[0]!.id;
    const ending = await limits(await t.call(walletApi.removeLimit, { params: { id } }, { token }));
    expect(ending.result.customerLimits[0]!.pending).toMatchObject({ limit: null });
    const twice = await t.call(walletApi.removeLimit, { params: { id } }, { token });
    expect(twice.status).toBe(422);
    expect((await camel<null>(twice)).messages[0]!.message).toContain('already due to end');
  });

  it('a weekly spend limit blocks a purchase over it, and a precommitment limit counts losses', async () => {
    const t = await wallet();
    await t.call(
      walletApi.setLimit,
      { params: { period: 'weekly' }, body: { kind: 'spend', period: 'weekly', limit: '5' } },
      { token: t.token },
    );
    await t.add(t.powerball([game, game, game, game, game, game, game, game]));
    const cart = (await camel<Cart>(await t.call(carts.customers, {}, { token: t.token }))).result;
    expect(Object.keys(cart.blockedReasons)).toEqual(['spendLimit']);
    const refused = await t.pay('limit-buy-1');
    expect(refused.status).toBe(422);
    expect((await camel<null>(refused)).messages[0]!.code).toBe('spend_limit');

    const other = await wallet();
    const precommitted = await other.call(
      walletApi.setPrecommitment,
      { body: { limit: '5' } },
      { token: other.token },
    );
    expect((await camel<SpendLimits>(precommitted)).result.precommitment).toMatchObject({
      limit: { amount: 5 },
    });
    await other.add(other.powerball([game, game, game, game, game, game, game, game]));
    const blocked = (await camel<Cart>(await other.call(carts.customers, {}, { token: other.token }))).result;
    expect(Object.values(blocked.blockedReasons)[0]).toContain('precommitment limit of $5.00');
  });

  it('hold when purchases race: the limit is read inside each purchase’s transaction', async () => {
    const t = await wallet();
    await t.call(
      walletApi.setLimit,
      { params: { period: 'daily' }, body: { kind: 'spend', period: 'daily', limit: '12' } },
      { token: t.token },
    );
    await t.add(t.powerball(Array.from({ length: 8 }, () => game))); // $10.80: two would pass $12
    const payment = await t.payment();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => t.purchase(payment, `limit-race-${index}`)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const limits = (await camel<SpendLimits>(await t.call(walletApi.limits, {}, { token: t.token }))).result;
    expect(limits.customerLimits[0]!.status.amountSpent.amount).toBeCloseTo(10.8);
  });
});
