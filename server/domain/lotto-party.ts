/**
 * Lotto party's rules (spec 3 §4, §5, §8): what a group can play and how its tickets split into
 * shares, a group's name, who may see a group or a session, what makes a session (an open draw, a
 * share price on offer, shares that buy at least one whole game), and a session's autoplay, which
 * once off stays off. The social service's handlers call these; none takes Hono's Context.
 */
import {
  PARTY_MESSAGES,
  PARTY_NOTIFICATIONS,
  type AutosessionStatus,
  type PublicityStatus,
} from '@contract/lotto-party';
import type { PartyConfig, createSessionSchema } from '@contract/schemas/lotto-party';
import type { z } from 'zod';
import type { DataLayer } from '../db';
import {
  groupNameTaken,
  type InvitationWords,
  type StoredGroup,
  type StoredSession,
} from '../db/lotto-party';
import { containsProfanity } from './profanity';
import { Refused } from '../refusal';
import { CURRENCY, moneyText } from '../money';

type PartyData = Pick<DataLayer, 'lottoParty' | 'catalogue'>;

/** How many shares a session may be split into, and what one may cost (dollars). */
const SHARES = { min: 2, max: 50 };
const SHARE_PRICES = [2, 5, 10, 20, 50];
/** How many of each lottery's next draws a group can choose from. */
const DRAWS_OFFERED = 4;

const groupMissing = () => Refused.of(404, 'group_not_found', PARTY_MESSAGES.groupMissing);
const organiserOnly = () => Refused.of(403, 'organiser_only', PARTY_MESSAGES.organiserOnly);

/** The lotteries a group can play now (their next open draws and one game's price), shares and share prices. */
export async function partyConfig(data: PartyData, at: number): Promise<PartyConfig> {
  const money = (dollars: number) => ({ amount: dollars, currency: CURRENCY });
  const offers = (await data.catalogue.offers()).filter(
    (offer) => offer.type === 'lottery_ticket' && offer.availability === 'available',
  );
  const open = await data.catalogue.drawsStoppingAfter(
    offers.map((offer) => offer.lottery_key),
    at,
  );
  return {
    lotteries: offers.flatMap((offer) => {
      const standard = offer.gameOffers.find((game) => game.game_type === 'standard');
      const single = standard?.prices.find((price) => price.games === 1);
      if (!standard || !single) return [];
      const draws = open
        .filter((draw) => draw.lottery_key === offer.lottery_key && draw.status === 'DRAW_OPEN')
        .slice(0, DRAWS_OFFERED)
        .map((draw) => ({ drawNo: draw.draw_no, drawDate: new Date(draw.draw_at * 1000).toISOString() }));
      return [
        {
          productOfferKey: offer.key,
          name: offer.name,
          gameOfferKey: standard.key,
          gamePrice: money(single.priceCents / 100),
          draws,
        },
      ];
    }),
    shares: SHARES,
    sharePrices: SHARE_PRICES.map(money),
  };
}

/** The spec's code, in the messages (what the creation flow reads) and on the field. */
function checkWords(name: string): void {
  if (containsProfanity(name))
    throw Refused.named('groupName', 'contains_profanity', PARTY_MESSAGES.profanity);
}

/**
 * The first step's check of a name, creating nothing (the group is created when the creator has
 * finished the steps): unfit words, or one of the organiser's own groups' names. Other customers'
 * groups are not looked at, so the check tells nothing of them.
 */
export async function checkGroupName(data: PartyData, customerId: number, name: string): Promise<void> {
  checkWords(name);
  if (await data.lottoParty.nameTaken(customerId, name)) throw groupNameTaken();
}

/** A new group, organised by its creator: a name with a word not fit to show, or one of theirs, is refused. */
export async function createGroup(
  data: PartyData,
  customerId: number,
  name: string,
  publicity: PublicityStatus,
): Promise<StoredGroup> {
  checkWords(name);
  return data.lottoParty.create(customerId, name, publicity);
}

/**
 * The group a customer may see: a member's, or an invitee's who brings the invite link's token.
 * Any other group is not found, so ids cannot be probed.
 */
export async function visibleGroup(
  data: PartyData,
  customerId: number,
  groupId: number,
  inviteToken?: string,
): Promise<{ group: StoredGroup; member: boolean }> {
  const group = await data.lottoParty.byId(groupId);
  const member = group !== undefined && (await data.lottoParty.isMember(group.id, customerId));
  if (!group || !(member || (inviteToken !== undefined && inviteToken === group.inviteToken)))
    throw groupMissing();
  return { group, member };
}

/** The organiser deletes a group none of whose shares were sold; another member may not. */
export async function deleteGroup(data: PartyData, customerId: number, groupId: number): Promise<void> {
  const { group } = await visibleGroup(data, customerId, groupId);
  if (group.organiserId !== customerId) throw Refused.of(403, 'organiser_only', PARTY_MESSAGES.organiserOnly);
  if ((await data.lottoParty.deleteGroup(group.id)) === 'sold')
    throw Refused.of(409, 'shares_sold', PARTY_MESSAGES.sharesSold);
}

/** A session of a group the customer is in; any other is not found. */
export async function memberSession(
  data: PartyData,
  customerId: number,
  sessionId: number,
): Promise<StoredSession> {
  const session = await data.lottoParty.sessionById(sessionId);
  if (!session || !(await data.lottoParty.isMember(session.groupId, customerId)))
    throw Refused.of(404, 'session_not_found', PARTY_MESSAGES.sessionMissing);
  return session;
}

/**
 * A group's organiser opens a session: a lottery the group can play, a draw still on sale, a share
 * price on offer and a number of shares in range. The shares buy whole games; what is left of them,
 * less than one game, is the retailer's fee.
 */
export async function openSession(
  data: PartyData,
  customerId: number,
  input: z.output<typeof createSessionSchema>,
  at: number,
): Promise<StoredSession> {
  const { group } = await visibleGroup(data, customerId, input.groupId);
  if (group.organiserId !== customerId) throw organiserOnly();
  const settings = await partyConfig(data, at);
  const lottery = settings.lotteries.find((entry) => entry.productOfferKey === input.productOfferKey);
  if (!lottery) throw Refused.field('productOfferKey', 'invalid_lottery', PARTY_MESSAGES.lottery);
  const offer = (await data.catalogue.offers()).find((entry) => entry.key === lottery.productOfferKey);
  const draw = offer && (await data.catalogue.draw(offer.lottery_key, input.drawNo));
  // Spec 3 §5: a draw no longer on sale is a 422, the draw-closed handler's cue.
  if (!offer || !draw || draw.status !== 'DRAW_OPEN' || draw.stop_at <= at)
    throw Refused.of(422, 'draw_closed', PARTY_MESSAGES.drawClosed, 'drawNo');
  const sharePriceCents = Math.round(input.sharePrice * 100);
  if (!settings.sharePrices.some((price) => Math.round(price.amount * 100) === sharePriceCents))
    throw Refused.field('sharePrice', 'invalid_share_price', PARTY_MESSAGES.sharePrice);
  if (input.numberOfShares < settings.shares.min || input.numberOfShares > settings.shares.max)
    throw Refused.field('numberOfShares', 'invalid_shares', PARTY_MESSAGES.shares(settings.shares));
  const numGames = Math.floor(
    (input.numberOfShares * sharePriceCents) / Math.round(lottery.gamePrice.amount * 100),
  );
  if (numGames < 1) throw Refused.field('numberOfShares', 'too_small', PARTY_MESSAGES.tooSmall);
  return data.lottoParty.createSession(
    {
      groupId: group.id,
      createdBy: customerId,
      drawId: draw.id,
      offerKey: offer.key,
      gameOfferKey: lottery.gameOfferKey,
      groupName: group.name,
      numGames,
      sharesTotal: input.numberOfShares,
      sharePriceCents,
      autosessionStatus: input.autosessionStatus,
      inviteAllExistingMembers: input.inviteAllExistingMembers,
    },
    sessionInvitation,
  );
}

/**
 * Tells a group's members of a new session (all but its organiser): a card in each one's
 * notifications feed, linking to the group's invite page where they buy their shares.
 */
export const sessionInvitation: InvitationWords = (session) => ({
  title: `${session.name}: a new Lotto Party`,
  message: `${session.num_games} games in draw ${session.draw_no}, ${session.shares_total} shares at ${moneyText(session.share_price_cents)}. Buy yours before sales close.`,
  link: `/lotto-party/group?token=${encodeURIComponent(session.invite_token)}`,
  linkText: 'Join the session',
});

/** The organiser pauses a session's autoplay or turns it on again; turned off, it is over for good. */
export async function setAutosession(
  data: PartyData,
  customerId: number,
  sessionId: number,
  status: AutosessionStatus,
): Promise<StoredSession | undefined> {
  const session = await memberSession(data, customerId, sessionId);
  const group = await data.lottoParty.byId(session.groupId);
  if (group?.organiserId !== customerId) throw organiserOnly();
  if (session.autosessionStatus === 'off' && status !== 'off')
    throw Refused.of(422, 'autosession_off', PARTY_NOTIFICATIONS.cannotUnpause.message);
  await data.lottoParty.setAutosession(session.id, status);
  return data.lottoParty.sessionById(session.id);
}
