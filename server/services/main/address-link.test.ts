import { describe, expect, it } from 'vitest';
import * as account from '@contract/endpoints/account';
import { DEMO_PASSWORD } from '../../db/seed';
import { apiTestApp, read } from '../../testing/api-helpers';
import { ADDRESS_LINK_MESSAGES } from './address-link';

describe("the address email's link", () => {
  it('confirms the address without signing in, only for the customer it was made for', async () => {
    const t = await apiTestApp();
    const remind = await t.app.request('/api/sandbox/address-reminder', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'confirm@luckydip.test' }),
    });
    expect(remind.status).toBe(200);
    const [mail] = await t.mail('confirm@luckydip.test');
    const token = /\/my-account\/confirm-address\/([^\s]+) /.exec(mail!.text)![1]!;
    const [id, mac] = token.split('.');

    const forged = await t.call(account.confirmAddressByLink, {
      query: { token: `${Number(id) + 1}.${mac}` },
    });
    expect(forged.status).toBe(404);
    expect((await read<null>(forged)).messages[0]?.message).toBe(ADDRESS_LINK_MESSAGES.invalid);

    const confirmed = await t.call(account.confirmAddressByLink, { query: { token } });
    expect(confirmed.status).toBe(200);
    expect((await read<{ address_confirmed: boolean }>(confirmed)).result).toEqual({
      address_confirmed: true,
    });
    const { access_token: bearer } = (
      await read<{ access_token: string }>(
        await t.login({ email: 'confirm@luckydip.test', password: DEMO_PASSWORD }),
      )
    ).result;
    const customer = (
      await read<{ address_confirmation_required: boolean }>(
        await t.call(account.customer, {}, { token: bearer }),
      )
    ).result;
    expect(customer.address_confirmation_required).toBe(false);
    // Without a token it is the signed-in customer's own confirmation, as before.
    expect((await t.call(account.confirmAddress, {})).status).toBe(401);
  });
});
