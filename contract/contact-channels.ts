/** The ways Lucky Dip may contact a customer (spec 1 §3); push exists but is not shown on the web. */
export const CONTACT_CHANNELS = ['email', 'phone', 'sms', 'directmail', 'push'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const SHOWN_CHANNELS = [
  'email',
  'phone',
  'sms',
  'directmail',
] as const satisfies readonly ContactChannel[];
