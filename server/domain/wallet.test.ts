/**
 * The wallet's rules called as the recurring runner and the partner purchase will call them: with
 * the data modules alone, no request. (The calls' own tests, ../services/main/wallet.test.ts, go
 * through HTTP.)
 */
import { describe, expect, it } from 'vitest';
import { DEMO_SECRETS } from '../config';
import { dataLayer } from '../db';
import { testDatabase } from '../testing/test-database';
import { seed } from '../db/seed';
import { signedNotification } from '../sandbox/card-gateway';
import { Refused } from '../refusal';
import { addBankAccount, openDeposit, receiveSettlement, withdraw, type WalletDeps } from './wallet';

async function demoWallet() {
  const clock = () => Date.now();
  const { db, one } = await testDatabase(clock);
  await seed(db, clock);
  const deps: WalletDeps = {
    data: dataLayer(db, clock),
    sandbox: true,
    gatewaySecret: DEMO_SECRETS.GATEWAY_SECRET,
  };
  const { id } = await one<{
    id: number;
  }>("SELECT id FROM customers WHERE email = 'demo@luckydip.test'");
  return { deps, customerId: id, balance: () => deps.data.wallet.balanceCents(id) };
}

const testDeposit = (amountCents: number) => ({
  methodCode: 'td',
  fundId: null,
  amountCents,
  purchaseType: 'ad_hoc' as const,
  windowSize: 'FullScreen',
});

describe('the wallet rules', () => {
  it('credit a deposit the gateway settles at once, through its signed notification, once', async () => {
    const { deps, customerId, balance } = await demoWallet();
    const before = await balance();
    const deposit = await openDeposit(deps, customerId, testDeposit(2_500));
    expect(deposit.status).toBe('succeeded');
    expect(await balance()).toBe(before + 2_500);
    const replay = signedNotification(deps.gatewaySecret, deposit, { outcome: 'succeeded', message: null });
    await receiveSettlement(deps, replay.body, replay.signature);
    expect(await balance()).toBe(before + 2_500);
  });

  it('refuse what is outside a method’s amounts, and a notification not signed by the gateway', async () => {
    const { deps, customerId, balance } = await demoWallet();
    const before = await balance();
    await expect(openDeposit(deps, customerId, testDeposit(100_001))).rejects.toMatchObject({
      status: 422,
      errors: { amount: [{ code: 'amount_too_large' }] },
    });
    const forged = signedNotification(
      'not the secret',
      { id: 'dep_forged000' },
      { outcome: 'succeeded', message: null },
    );
    await expect(receiveSettlement(deps, forged.body, forged.signature)).rejects.toBeInstanceOf(Refused);
    expect(await balance()).toBe(before);
  });

  it('save a bank account once its details hold, and pay out to it only what is withdrawable', async () => {
    const { deps, customerId } = await demoWallet();
    const details = { accountNumber: '12345678', accountName: 'Dana Demo', type: 'national' as const };
    await expect(addBankAccount(deps, customerId, { ...details, code: '12' })).rejects.toMatchObject({
      status: 422,
      errors: { bsb: [{ code: 'invalid' }] },
    });
    const account = await addBankAccount(deps, customerId, { ...details, code: '062000' });
    expect(account.bank_code).toBe('062-000');
    const withdrawable = await deps.data.wallet.withdrawableCents(customerId);
    await expect(
      withdraw(deps, customerId, { methodCode: 'tt', fundId: account.id, amountCents: withdrawable + 1_000 }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { amount: [{ code: 'insufficient_withdrawable_funds' }] },
    });
  });
});
