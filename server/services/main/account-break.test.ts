import { describe, expect, it } from 'vitest';
import * as account from '@contract/endpoints/account';
import * as carts from '@contract/endpoints/cart';
import type { AccountBreakInput, CustomerOverview, SelfExclusionInput } from '@contract/schemas/accounts';
import type { Cart } from '@contract/schemas/shop';
import { camel, game } from '../../testing/shop-helpers';
import { wallet } from '../../testing/wallet-helpers';

const DAY_MS = 86_400_000;

describe('taking a break', () => {
  it('stops buying, depositing and autoplay at once, cannot be shortened, is emailed, and ends on time', async () => {
    const t = await wallet();
    const fund = await t.addCard('4111111111111111');
    await t.add(t.powerball([game]));
    const takeBreak = (period: AccountBreakInput['period']) =>
      t.call(account.takeBreak, { body: { period } }, { token: t.token });

    // A period the spec does not offer, as a client might send it.
    expect((await takeBreak('forever' as AccountBreakInput['period'])).status).toBe(422);
    const started = await takeBreak('7d');
    expect(started.status).toBe(200);
    const overview = (await camel<CustomerOverview>(started)).result;
    expect(overview.segmentName).toBe('self_excluded');
    expect(Date.parse(overview.breakEndsAt!) - t.time.ms).toBeCloseTo(7 * DAY_MS, -4);
    const [mail] = await t.mail('demo@luckydip.test');
    expect(mail!.subject).toBe('Your break from Lucky Dip has started');
    expect(mail!.text).toContain('Your break of 7 days has started.');

    // The cart says why it cannot be bought, and the purchase and a deposit are refused.
    const cart = (await camel<Cart>(await t.call(carts.customers, {}, { token: t.token }))).result;
    expect(cart.blockedReasons.onBreak).toMatch(/^You are taking a break until \w+day \d+ \w+ \d{4} at /);
    const refused = await t.pay('on-break');
    expect(refused.status).toBe(422);
    expect((await camel<null>(refused)).messages[0]).toMatchObject({ code: 'on_break' });
    const deposit = await t.deposit(fund.id, 20, 'on-break-deposit');
    expect(deposit.status).toBe(403);
    expect((await camel<null>(deposit)).messages[0]!.message).toMatch(/^You are taking a break until/);

    // Shorter is refused and changes nothing; longer extends it.
    const shorter = await takeBreak('24h');
    expect(shorter.status).toBe(409);
    expect((await camel<null>(shorter)).messages[0]!.message).toMatch(
      /^You are already taking a break until .*\. A new break can only make it longer\.$/,
    );
    const longer = (await camel<CustomerOverview>(await takeBreak('30d'))).result;
    expect(Date.parse(longer.breakEndsAt!) - t.time.ms).toBeCloseTo(30 * DAY_MS, -4);

    // Once it has ended, the customer is a customer again and the cart can be bought.
    t.time.ms += 30 * DAY_MS + 1000;
    const token = await t.signIn('demo@luckydip.test');
    const after = (await camel<CustomerOverview>(await t.call(account.customer, {}, { token }))).result;
    expect(after.segmentName).toBe('customer');
    expect(after.breakEndsAt).toBeNull();
  });

  it('lasts six calendar months when six months are chosen, to the month’s last day when it is shorter', async () => {
    const t = await wallet();
    t.time.ms = Date.UTC(2026, 7, 31, 12);
    const overview = (
      await camel<CustomerOverview>(
        await t.call(account.takeBreak, { body: { period: '6m' } }, { token: t.token }),
      )
    ).result;
    expect(overview.breakEndsAt).toBe('2027-02-28T12:00:00.000Z');
  });
});

describe('self-exclusion', () => {
  const exclude = (t: Awaited<ReturnType<typeof wallet>>, period: SelfExclusionInput['period']) =>
    t.call(account.selfExclude, { body: { period } }, { token: t.token });

  it('stops buying and depositing for the years chosen, is emailed, only lengthens, and ends on time', async () => {
    const t = await wallet();
    const fund = await t.addCard('4111111111111111');
    await t.add(t.powerball([game]));

    expect((await exclude(t, '3y' as SelfExclusionInput['period'])).status).toBe(422);
    const started = await exclude(t, '1y');
    expect(started.status).toBe(200);
    const overview = (await camel<CustomerOverview>(started)).result;
    expect(overview.segmentName).toBe('self_excluded');
    expect(overview.breakEndsAt).toBeNull();
    const endsAt = overview.selfExclusion!.endsAt!;
    expect(new Date(endsAt).getUTCFullYear()).toBe(new Date(t.time.ms).getUTCFullYear() + 1);
    const [mail] = await t.mail('demo@luckydip.test');
    expect(mail!.subject).toBe('Your self-exclusion from Lucky Dip has started');
    expect(mail!.text).toContain('1800 858 858');

    const cart = (await camel<Cart>(await t.call(carts.customers, {}, { token: t.token }))).result;
    expect(cart.blockedReasons.selfExcluded).toMatch(/^You have excluded yourself from play until /);
    const refused = await t.pay('excluded');
    expect(refused.status).toBe(422);
    expect((await camel<null>(refused)).messages[0]).toMatchObject({ code: 'self_excluded' });
    const deposit = await t.deposit(fund.id, 20, 'excluded-deposit');
    expect(deposit.status).toBe(403);

    // A shorter one is refused; a longer one extends it; a break changes nothing it shows.
    const shorter = await exclude(t, '6m');
    expect(shorter.status).toBe(409);
    expect((await camel<null>(shorter)).messages[0]!.message).toMatch(/can only make it longer\.$/);
    const longer = (await camel<CustomerOverview>(await exclude(t, '2y'))).result;
    expect(Date.parse(longer.selfExclusion!.endsAt!)).toBeGreaterThan(Date.parse(endsAt));

    t.time.ms = Date.parse(longer.selfExclusion!.endsAt!) + 1000;
    const token = await t.signIn('demo@luckydip.test');
    const after = (await camel<CustomerOverview>(await t.call(account.customer, {}, { token }))).result;
    expect(after.segmentName).toBe('customer');
    expect(after.selfExclusion).toBeNull();
  });

  it('is for good when permanent: it never ends and nothing can replace it', async () => {
    const t = await wallet();
    const overview = (await camel<CustomerOverview>(await exclude(t, 'permanent'))).result;
    expect(overview.selfExclusion).toEqual({ endsAt: null });
    const again = await exclude(t, '5y');
    expect(again.status).toBe(409);
    expect((await camel<null>(again)).messages[0]!.message).toBe(
      'You have already excluded yourself from play permanently.',
    );
    t.time.ms += 50 * 365 * DAY_MS;
    const token = await t.signIn('demo@luckydip.test');
    const later = (await camel<CustomerOverview>(await t.call(account.customer, {}, { token }))).result;
    expect(later.segmentName).toBe('self_excluded');
    expect(later.selfExclusion).toEqual({ endsAt: null });
  });
});
