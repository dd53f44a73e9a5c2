/**
 * Communication preferences (tables contact_channels and unsubscribes, and the customer's marketing
 * opt-in as `methodsEnabled`). A channel without a row is on: a customer who takes offers and news
 * hears on every way of contact until they turn one off.
 */
import { CONTACT_CHANNELS, type ContactChannel } from '@contract/contact-channels';
import { isoTime, type Clock } from '../clock';
import type { Queryable } from './database';

export interface StoredPreferences {
  channels: Record<ContactChannel, boolean>;
  methodsEnabled: boolean;
}

export function preferencesData(db: Queryable, clock: Clock) {
  return {
    async read(customerId: number): Promise<StoredPreferences | undefined> {
      const customer = await db
        .selectFrom('customers')
        .select('marketing_opt_in')
        .where('id', '=', customerId)
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      if (!customer) return undefined;
      const rows = await db
        .selectFrom('contact_channels')
        .select(['channel', 'enabled'])
        .where('customer_id', '=', customerId)
        .execute();
      const set = new Map(rows.map((row) => [row.channel, row.enabled === 1]));
      return {
        channels: Object.fromEntries(
          CONTACT_CHANNELS.map((channel) => [channel, set.get(channel) ?? true]),
        ) as Record<ContactChannel, boolean>,
        methodsEnabled: customer.marketing_opt_in === 1,
      };
    },

    async update(
      customerId: number,
      channels: Partial<Record<ContactChannel, boolean>>,
      methodsEnabled: boolean | undefined,
    ): Promise<void> {
      for (const [channel, enabled] of Object.entries(channels) as [ContactChannel, boolean][])
        await db
          .insertInto('contact_channels')
          .values({ customer_id: customerId, channel, enabled: enabled ? 1 : 0 })
          .onConflict((conflict) =>
            conflict.columns(['customer_id', 'channel']).doUpdateSet({ enabled: enabled ? 1 : 0 }),
          )
          .execute();
      if (methodsEnabled !== undefined)
        await db
          .updateTable('customers')
          .set({ marketing_opt_in: methodsEnabled ? 1 : 0 })
          .where('id', '=', customerId)
          .execute();
    },

    async recordUnsubscribe(
      customerId: number,
      productOfferKey: string | null,
      reasons: string[],
    ): Promise<void> {
      await db
        .insertInto('unsubscribes')
        .values({
          customer_id: customerId,
          product_offer_key: productOfferKey,
          reasons: JSON.stringify(reasons),
          created_at: isoTime(clock),
        })
        .execute();
    },

    /** Who receives marketing email now: opted in, email on, and not unsubscribed from this offer. */
    async emailAudience(
      productOfferKey: string | null,
    ): Promise<{ id: number; email: string; firstname: string }[]> {
      let query = db
        .selectFrom('customers')
        .select(['id', 'email', 'firstname'])
        .where('marketing_opt_in', '=', 1)
        .where('closed_at', 'is', null)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('contact_channels')
                .select('channel')
                .whereRef('contact_channels.customer_id', '=', 'customers.id')
                .where('channel', '=', 'email')
                .where('enabled', '=', 0),
            ),
          ),
        );
      if (productOfferKey !== null)
        query = query.where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('unsubscribes')
                .select('unsubscribes.id')
                .whereRef('unsubscribes.customer_id', '=', 'customers.id')
                .where('product_offer_key', '=', productOfferKey),
            ),
          ),
        );
      return query.orderBy('id').execute();
    },
  };
}
