/** The identity providers a customer can sign in with (spec 1 §6), and their names. */
export const SOCIAL_PROVIDERS = ['apple', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = { apple: 'Apple', google: 'Google' };
