/**
 * The signed-in customer's own record (spec 1 §2, §6, §7): the overview, details (v3.2), the
 * confirmations behind the confirm banner and the address email's link, the country-ban terms,
 * passwords, two-factor set-up, closure, a break from play and favourite numbers.
 */
import type {
  AccountBreakInput,
  AuthenticatorSetup,
  ChangePasswordBody,
  CloseAccountBody,
  CodeSent,
  CustomerDetails,
  CustomerOverview,
  TwoFactorMethod,
  TwoFactorStatus,
} from '../schemas/accounts';
import { endpoint } from './endpoint';

const customer = { service: 'main', personal: true } as const;
/** Customer details are read and saved at v3.2 (spec 1 §7). */
const details = { ...customer, path: '/customer/details', version: '3.2' } as const;
/** The confirm banner's PATCH: the customer's word that the address (or email) on file is right. */
const confirms = (path: string) => ({ ...customer, method: 'PATCH', path }) as const;

export const accountEndpoints = {
  customer: endpoint<{ answer: CustomerOverview }>()({ ...customer, method: 'GET', path: '/customer' }),
  details: endpoint<{ answer: CustomerDetails }>()({ ...details, method: 'GET' }),
  /** What the form holds: only the fields given change; the identity fields, once set, are refused. */
  saveDetails: endpoint<{ body: Partial<CustomerDetails>; answer: CustomerDetails }>()({
    ...details,
    method: 'POST',
  }),
  confirmAddress: endpoint<{ answer: CustomerOverview }>()(confirms('/customer/confirm-address')),
  confirmEmail: endpoint<{ answer: CustomerOverview }>()(confirms('/customer/confirm-email-address')),
  /** The address email's link (/my-account/confirm-address/{token}): confirms without a sign-in. */
  confirmAddressByLink: endpoint<{ query: { token: string }; answer: { addressConfirmed: boolean } }>()({
    service: 'main',
    personal: false,
    method: 'PATCH',
    path: '/customer/confirm-address',
  }),
  /** The country-ban prompt (spec 1 §6): the terms that apply where the customer is, accepted. */
  acceptTerms: endpoint<{ answer: CustomerOverview }>()({
    ...customer,
    method: 'POST',
    path: '/customer/terms-and-conditions',
  }),
  /** …or the customer's word that they are in Australia after all. */
  confirmInAustralia: endpoint<{ answer: CustomerOverview }>()({
    ...customer,
    method: 'POST',
    path: '/customer/terms-and-conditions/location',
  }),
  changePassword: endpoint<{ body: ChangePasswordBody; answer: CustomerOverview }>()({
    ...customer,
    method: 'POST',
    path: '/customer/change-password',
    form: true,
  }),
  /** The forced change: the answer is the customer who no longer owes it. */
  forceChangePassword: endpoint<{ body: { password: string }; answer: CustomerOverview }>()({
    ...customer,
    method: 'POST',
    path: '/password/force-change',
    form: true,
  }),
  twoFactor: endpoint<{ answer: TwoFactorStatus }>()({
    ...customer,
    method: 'GET',
    path: '/customer/two-factor-auth',
  }),
  /** A set-up is proved with a code before the second factor is on: the secret to scan… */
  startAuthenticator: endpoint<{ answer: AuthenticatorSetup }>()({
    ...customer,
    method: 'POST',
    path: '/customer/two-factor-auth/authenticator',
  }),
  /** …or a code emailed, and where it went. */
  startEmailCode: endpoint<{ answer: CodeSent }>()({
    ...customer,
    method: 'POST',
    path: '/customer/two-factor-auth/email',
  }),
  verifyTwoFactor: endpoint<{ body: { code: string }; answer: { method: TwoFactorMethod } }>()({
    ...customer,
    method: 'POST',
    path: '/customer/two-factor-auth/:method/verify',
  }),
  /** Turning it off asks for the password, so a borrowed unlocked phone cannot. */
  turnOffTwoFactor: endpoint<{ body: { password: string }; answer: { method: null } }>()({
    ...customer,
    method: 'DELETE',
    path: '/customer/two-factor-auth',
    form: true,
  }),
  /** Closing needs the password and an empty wallet, and ends every session. */
  close: endpoint<{ body: CloseAccountBody; answer: null }>()({
    ...customer,
    method: 'DELETE',
    path: '/customer',
    form: true,
  }),
  /** A break from play (contract/account-break.ts): the answer is the customer, self-excluded. */
  takeBreak: endpoint<{ body: AccountBreakInput; answer: CustomerOverview }>()({
    ...customer,
    method: 'POST',
    path: '/customer/break',
  }),
  favouriteNumbers: endpoint<{
    body: { favouriteNumbers: number[] };
    answer: { favouriteNumbers: number[] };
  }>()({ ...customer, method: 'PUT', path: '/favourite-numbers' }),
};
