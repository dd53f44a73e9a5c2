import { SOCIAL_PROVIDERS, type SocialProvider } from '@contract/social-providers';
import type { CapabilityName } from '@contract/capability-names';
import { useAllowed } from '@/features/capabilities/capability-gate';

const PROVIDERS = SOCIAL_PROVIDERS.map((provider) => ({
  provider,
  capability: `social_sign_in_${provider}` satisfies CapabilityName,
}));

/** The identity providers this site offers to sign in with: each needs its capability. */
export function useSocialProviders(): SocialProvider[] {
  return useAllowed(PROVIDERS).map(({ provider }) => provider);
}
