import { notFound } from '@tanstack/react-router';
import { GIVEAWAY_TYPE_SEGMENT, POSITIVE_NUMBER_SEGMENT } from '@contract/address-segments';
import type { GiveawayType } from '@contract/membership';

/** A giveaway's address, /daily-winners/giveaways/{giveawayType}/{drawNumber}: naming no type or no number, it is no page. */
export const giveawayParams = {
  parse: ({ giveawayType, drawNumber }: { giveawayType: string; drawNumber: string }) => {
    if (!GIVEAWAY_TYPE_SEGMENT.test(giveawayType) || !POSITIVE_NUMBER_SEGMENT.test(drawNumber))
      throw notFound();
    return { giveawayType: giveawayType as GiveawayType, drawNumber: Number(drawNumber) };
  },
  stringify: ({ giveawayType, drawNumber }: { giveawayType: GiveawayType; drawNumber: number }) => ({
    giveawayType,
    drawNumber: String(drawNumber),
  }),
};
