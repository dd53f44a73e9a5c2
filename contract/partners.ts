/** Partner purchase's rules and texts (spec 2 §5, §8), for the API and the app alike. */

/** The web channel is the one whose key ends in _web (spec 2 §5). */
export const webChannel = (partner: { channels: { channelKey: string }[] }) =>
  partner.channels.find((channel) => channel.channelKey.endsWith('_web'));

export const PARTNER_MESSAGES = {
  emptyCart: 'Your cart is empty. Choose your tickets first.',
  unknownPartner: 'We could not find this partner.',
  wrongChannel: 'This purchase did not come from one of the partner’s channels.',
} as const;
