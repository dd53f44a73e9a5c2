/**
 * The signed-in customer's own record (spec 1 §2, §6, §7): the overview, details (v3.2), the
 * confirmations behind the confirm banner and the address email's link, the country-ban terms,
 * passwords, two-factor set-up, closure, a break from play, self-exclusion and favourite numbers.
 */
import type {
  AccountBreakInput,
  AuthenticatorSetup,
  ChangePasswordBody,
  CloseAccountBody,
  CodeSent,
  CustomerDetails,
  CustomerOverview,
  SelfExclusionInput,
  TwoFactorMethod,
  TwoFactorStatus,
} from '../schemas/accounts';
import { endpoint } from './endpoint';

const ofCustomer = { service: 'main', personal: true } as const;
/** Customer details are read and saved at v3.2 (spec 1 §7). */
const detailsAt = { ...ofCustomer, path: '/customer/details', version: '3.2' } as const;
/** The confirm banner's PATCH: the customer's word that the address (or email) on file is right. */
const confirms = (path: string) => ({ ...ofCustomer, method: 'PATCH', path }) as const;

export const customer = endpoint<{ answer: CustomerOverview }>()({
  ...ofCustomer,
  method: 'GET',
  path: '/customer',
});
export const details = endpoint<{ answer: CustomerDetails }>()({ ...detailsAt, method: 'GET' });
/** What the form holds: only the fields given change; the identity fields, once set, are refused. */
export const saveDetails = endpoint<{ body: Partial<CustomerDetails>; answer: CustomerDetails }>()({
  ...detailsAt,
  method: 'POST',
});
export const confirmAddress = endpoint<{ answer: CustomerOverview }>()(confirms('/customer/confirm-address'));
export const confirmEmail = endpoint<{ answer: CustomerOverview }>()(
  confirms('/customer/confirm-email-address'),
);
/** The address email's link (/my-account/confirm-address/{token}): confirms without a sign-in. */
export const confirmAddressByLink = endpoint<{
  query: { token: string };
  answer: { addressConfirmed: boolean };
}>()({
  service: 'main',
  personal: false,
  method: 'PATCH',
  path: '/customer/confirm-address',
});
/** The country-ban prompt (spec 1 §6): the terms that apply where the customer is, accepted. */
export const acceptTerms = endpoint<{ answer: CustomerOverview }>()({
  ...ofCustomer,
  method: 'POST',
  path: '/customer/terms-and-conditions',
});
/** …or the customer's word that they are in Australia after all. */
export const confirmInAustralia = endpoint<{ answer: CustomerOverview }>()({
  ...ofCustomer,
  method: 'POST',
  path: '/customer/terms-and-conditions/location',
});
export const changePassword = endpoint<{ body: ChangePasswordBody; answer: CustomerOverview }>()({
  ...ofCustomer,
  method: 'POST',
  path: '/customer/change-password',
  form: true,
});
/** The forced change: the answer is the customer who no longer owes it. */
export const forceChangePassword = endpoint<{ body: { password: string }; answer: CustomerOverview }>()({
  ...ofCustomer,
  method: 'POST',
  path: '/password/force-change',
  form: true,
});
export const twoFactor = endpoint<{ answer: TwoFactorStatus }>()({
  ...ofCustomer,
  method: 'GET',
  path: '/customer/two-factor-auth',
});
/** A set-up is proved with a code before the second factor is on: the secret to scan… */
export const startAuthenticator = endpoint<{ answer: AuthenticatorSetup }>()({
  ...ofCustomer,
  method: 'POST',
  path: '/customer/two-factor-auth/authenticator',
});
/** …or a code emailed, and where it went. */
export const startEmailCode = endpoint<{ answer: CodeSent }>()({
  ...ofCustomer,
  method: 'POST',
  path: '/customer/two-factor-auth/email',
});
export const verifyTwoFactor = endpoint<{ body: { code: string }; answer: { method: TwoFactorMethod } }>()({
  ...ofCustomer,
  method: 'POST',
  path: '/customer/two-factor-auth/:method/verify',
});
/** Turning it off asks for the password, so a borrowed unlocked phone cannot. */
export const turnOffTwoFactor = endpoint<{ body: { password: string }; answer: { method: null } }>()({
  ...ofCustomer,
  method: 'DELETE',
  path: '/customer/two-factor-auth',
  form: true,
});
/** Closing needs the password and an empty wallet, and ends every session. */
export const close = endpoint<{ body: CloseAccountBody; answer: null }>()({
  ...ofCustomer,
  method: 'DELETE',
  path: '/customer',
  form: true,
});
/** A break from play (contract/account-break.ts): the answer is the customer, self-excluded. */
export const takeBreak = endpoint<{ body: AccountBreakInput; answer: CustomerOverview }>()({
  ...ofCustomer,
  method: 'POST',
  path: '/customer/break',
});
/** A self-exclusion (contract/account-break.ts): the answer is the customer, self-excluded. */
export const selfExclude = endpoint<{ body: SelfExclusionInput; answer: CustomerOverview }>()({
  ...ofCustomer,
  method: 'POST',
  path: '/customer/self_exclusion',
});
export const favouriteNumbers = endpoint<{
  body: { favouriteNumbers: number[] };
  answer: { favouriteNumbers: number[] };
}>()({ ...ofCustomer, method: 'PUT', path: '/favourite-numbers' });
