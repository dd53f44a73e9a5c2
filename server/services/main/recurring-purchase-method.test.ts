import { describe, expect, it } from 'vitest';
import * as walletApi from '@contract/endpoints/wallet';
import type { RecurringPurchaseMethods } from '@contract/schemas/wallet';
import { RECURRING_METHOD_MESSAGES, type RecurringPurchaseMethodKey } from '@contract/wallet-rules';
import { read } from '../../testing/api-helpers';
import { camel } from '../../testing/shop-helpers';
import { wallet } from '../../testing/wallet-helpers';

describe('the recurring purchase method', () => {
  it('offers the card only once one is saved, keeps the choice, and falls back to the wallet without a card', async () => {
    const t = await wallet('wallet@luckydip.test');
    const methods = async () =>
      (await camel<RecurringPurchaseMethods>(await t.call(walletApi.recurringMethod, {}, { token: t.token })))
        .result;
    const choose = (key: string) =>
      t.call(
        walletApi.chooseRecurringMethod,
        // A key the spec does not name is sent as a client might.
        { query: { recurringPurchaseMethod: key as RecurringPurchaseMethodKey } },
        { token: t.token },
      );

    expect(await methods()).toEqual({
      availableRecurringPurchaseMethods: [expect.objectContaining({ key: 'wallet' })],
      selectedRecurringPurchaseMethodKey: 'wallet',
    });
    // Without a card, the card way is refused on its field.
    const refused = await read<unknown>(await choose('wallet_then_card'));
    expect(refused.errors?.recurring_purchase_method?.[0]?.message).toBe(RECURRING_METHOD_MESSAGES.needsCard);
    expect((await choose('cheque')).status).toBe(422);

    const card = await t.addCard('4111111111111111');
    expect((await methods()).availableRecurringPurchaseMethods.map((method) => method.key)).toEqual([
      'wallet',
      'wallet_then_card',
    ]);
    const chosen = await camel<RecurringPurchaseMethods>(await choose('wallet_then_card'));
    expect(chosen.result.selectedRecurringPurchaseMethodKey).toBe('wallet_then_card');
    expect(chosen.messages[0]?.message).toBe(RECURRING_METHOD_MESSAGES.saved);
    expect((await methods()).selectedRecurringPurchaseMethodKey).toBe('wallet_then_card');

    // The card gone, the wallet pays, whatever was chosen.
    expect((await t.call(walletApi.deleteFund, { params: { fundId: card.id } }, { token: t.token })).ok).toBe(
      true,
    );
    expect((await methods()).selectedRecurringPurchaseMethodKey).toBe('wallet');
  });

  it('is only for a signed-in customer', async () => {
    const t = await wallet();
    expect((await t.call(walletApi.recurringMethod, {})).status).toBe(401);
  });
});
