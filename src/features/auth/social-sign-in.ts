/**
 * Sign in with Apple or Google (spec 1 §6, §7): the calls behind the buttons and the page the
 * provider returns to. Starting asks the API for the provider's address (it keeps the state, the
 * nonce and the PKCE verifier) and leaves for it; where to go afterwards waits in this tab's
 * session storage. Coming back, the code and state go to the API, which answers a sign-in (or the
 * two-factor step), an offer to open an account with the provider's, or the linked providers.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as endpoints from '@contract/endpoints/social-sign-in';
import type {
  SocialLogins,
  SocialProvider,
  SocialReturn,
  SocialEmailRegistered,
  SocialSignupOffer,
} from '@contract/schemas/social-sign-in';
import { ApiError } from '@/api';
import { call } from '@/api/call';
import { customerKey } from '@/lib/customer-key';
import { readAttribution } from './attribution';
import { loginOutcome, type LoginOutcome, type SignupForm } from './queries';

export type { SocialLogins, SocialProvider, SocialSignupOffer };
export { SOCIAL_PROVIDER_NAMES } from '@contract/social-providers';

const TARGET_KEY = 'luckydip.social-target';

/** Leaves for the provider: to sign in (the target is where to go after), or to link it. */
export async function leaveForProvider(provider: SocialProvider, purpose: 'login' | 'link', target: string) {
  const { url } = await call(purpose === 'login' ? endpoints.startLogin : endpoints.startLink, {
    body: { provider },
  });
  sessionStorage.setItem(TARGET_KEY, target);
  window.location.assign(url);
}

/** Where the customer was going when they left for the provider, read once. */
export function socialTarget(fallback: string): string {
  const target = sessionStorage.getItem(TARGET_KEY);
  sessionStorage.removeItem(TARGET_KEY);
  return target ?? fallback;
}

/**
 * A provider account no customer uses: the sign-up form opens one for it; or one whose email is a
 * customer's already: they sign in with its password.
 */
export type SocialOutcome =
  | LoginOutcome
  | { kind: 'signup'; offer: SocialSignupOffer }
  | { kind: 'registered'; registered: SocialEmailRegistered; message: string };

export async function completeSocialLogin(answer: SocialReturn): Promise<SocialOutcome> {
  try {
    return await loginOutcome(() => call(endpoints.completeLogin, { body: answer }));
  } catch (error) {
    if (error instanceof ApiError && error.hasCode('social_account_unknown'))
      return { kind: 'signup', offer: error.result as SocialSignupOffer };
    if (error instanceof ApiError && error.hasCode('social_email_registered'))
      return {
        kind: 'registered',
        registered: error.result as SocialEmailRegistered,
        message: error.messages[0]?.message ?? '',
      };
    throw error;
  }
}

/** Opens the account for the provider's, with the sign-up form's other details. */
export function signUpWithProvider(
  signupToken: string,
  { email: _email, password: _password, ...form }: SignupForm,
  favouriteNumbers: number[] | undefined,
) {
  const body = {
    ...form,
    signupToken,
    favouriteNumbers,
    attribution: readAttribution(),
    metadata: { platform: 'Web' },
  };
  return call(endpoints.signup, { body });
}

const linksKey = (customerId: string) => [...customerKey(customerId), 'social-logins'];

export const socialQueries = {
  logins: (customerId: string) =>
    queryOptions({
      queryKey: linksKey(customerId),
      queryFn: () => call(endpoints.logins),
    }),
};

export const socialMutations = {
  /** Links the provider account the customer came back with. */
  completeLink: (customerId: string) =>
    mutationOptions({
      mutationFn: (answer: SocialReturn) => call(endpoints.completeLink, { body: answer }),
      onSuccess: (logins, _answer, _context, { client }) => client.setQueryData(linksKey(customerId), logins),
    }),
  unlink: (customerId: string) =>
    mutationOptions({
      mutationFn: (provider: SocialProvider) => call(endpoints.unlink, { body: { provider } }),
      onSuccess: (logins, _provider, _context, { client }) =>
        client.setQueryData(linksKey(customerId), logins),
    }),
};
