/**
 * The signed-in customer's own record (spec 1 §7): the overview (GET /customer), details and
 * two-factor status, and every call that changes them. Each mutation keeps the cache right
 * itself. Personal, so never persisted to the device, and keyed under the customer.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import * as endpoints from '@contract/endpoints/account';
import * as siteEndpoints from '@contract/endpoints/site';
import type {
  AccountBreakInput,
  SelfExclusionInput,
  AuthenticatorSetup,
  ChangePasswordBody,
  CloseAccountBody,
  CodeSent,
  CustomerDetails,
  TwoFactorMethod,
} from '@contract/schemas/accounts';
import type { CustomerOverview } from '@/api';
import { call } from '@/api/call';
import { analytics } from '@/lib/analytics';
import { customerKey } from '@/lib/customer-key';

/** How often the keep-alive refreshes the customer while they use the site (spec 1 §4). */
export const CUSTOMER_REFRESH_MS = 5 * 60 * 1000;

/**
 * The customer's own data can change elsewhere (another tab, the app), so, unlike the shared
 * content, it is read again when they come back to the page.
 */
export const accountQueries = {
  /** Where this connection is (GET /locate): the country its requests come from. */
  location: () =>
    queryOptions({
      queryKey: ['locate'],
      queryFn: () => call(siteEndpoints.locate),
      staleTime: Infinity,
    }),
  customer: (customerId: string) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'overview'],
      queryFn: () => call(endpoints.customer),
      staleTime: CUSTOMER_REFRESH_MS,
      refetchOnWindowFocus: true,
    }),
  details: (customerId: string) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'details'],
      queryFn: () => call(endpoints.details),
      refetchOnWindowFocus: true,
    }),
  twoFactor: (customerId: string) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'two-factor'],
      queryFn: () => call(endpoints.twoFactor),
      refetchOnWindowFocus: true,
    }),
};

/** The keep-alive's periodic refresh of the signed-in customer (spec 1 §4). */
export function refreshCustomer(queryClient: QueryClient, customerId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountQueries.customer(customerId).queryKey });
}

/** A call that answers the customer overview: it replaces the cached one. */
const answersOverview = <Variables>(
  customerId: string,
  call: (variables: Variables) => Promise<CustomerOverview>,
) =>
  mutationOptions({
    mutationFn: call,
    onSuccess: (customer, _variables, _result, { client }) =>
      client.setQueryData(accountQueries.customer(customerId).queryKey, customer),
  });

/** The confirm banner's PATCH (spec 1 §2): the answer shows at once, then the customer is refetched. */
const confirms = (
  customerId: string,
  endpoint: typeof endpoints.confirmAddress | typeof endpoints.confirmEmail,
) =>
  mutationOptions({
    mutationFn: () => call(endpoint),
    onSuccess: async (customer, _variables, _result, { client }) => {
      const { queryKey } = accountQueries.customer(customerId);
      client.setQueryData(queryKey, customer);
      await client.invalidateQueries({ queryKey });
    },
  });

/** The country-ban prompt's form: where the customer is, and the terms accepted. */
export interface CountryConfirmation {
  place: 'australia' | 'abroad' | '';
  termsAccepted: boolean;
}

export const accountMutations = {
  confirmAddress: (customerId: string) => confirms(customerId, endpoints.confirmAddress),
  confirmEmail: (customerId: string) => confirms(customerId, endpoints.confirmEmail),
  /** The address email's link (/my-account/confirm-address/{token}): confirms without a sign-in. */
  confirmAddressByLink: () =>
    mutationOptions({
      mutationFn: ({ token }: { token: string }) =>
        call(endpoints.confirmAddressByLink, { query: { token }, quiet: true }),
    }),
  /**
   * The country-ban prompt (spec 1 §6): the customer accepts the terms that apply where they are,
   * or confirms they are in Australia after all.
   */
  confirmCountry: (customerId: string) =>
    answersOverview(customerId, ({ place }: CountryConfirmation) =>
      call(place === 'australia' ? endpoints.confirmInAustralia : endpoints.acceptTerms),
    ),
  changePassword: (customerId: string) =>
    answersOverview(customerId, (body: ChangePasswordBody) => call(endpoints.changePassword, { body })),
  /** The forced change: the saved customer no longer owes it, which lets the layout go. */
  forceChangePassword: (customerId: string) =>
    answersOverview(customerId, ({ newPassword }: { newPassword: string }) =>
      call(endpoints.forceChangePassword, { body: { password: newPassword } }),
    ),
  saveDetails: (customerId: string) =>
    mutationOptions({
      // What the form holds; the API checks it against the contract and answers field by field.
      mutationFn: (details: Partial<CustomerDetails>) => call(endpoints.saveDetails, { body: details }),
      onSuccess: async (saved, _variables, _result, { client }) => {
        client.setQueryData(accountQueries.details(customerId).queryKey, saved);
        // A new email or address changes what the overview asks the customer to confirm.
        await client.invalidateQueries({ queryKey: accountQueries.customer(customerId).queryKey });
      },
    }),
  startTwoFactorSetup: () =>
    mutationOptions({
      mutationFn: async (method: TwoFactorMethod): Promise<TwoFactorSetup> =>
        method === 'authenticator'
          ? { method, ...(await call(endpoints.startAuthenticator)) }
          : { method, ...(await call(endpoints.startEmailCode)) },
    }),
  verifyTwoFactorSetup: (customerId: string, method: TwoFactorMethod) =>
    mutationOptions({
      mutationFn: ({ code }: { code: string }) =>
        call(endpoints.verifyTwoFactor, { params: { method }, body: { code } }),
      onSuccess: (_result, _variables, _context, { client }) => {
        analytics.track('2FA Set Up', { method });
        return client.invalidateQueries({ queryKey: accountQueries.twoFactor(customerId).queryKey });
      },
    }),
  turnOffTwoFactor: (customerId: string) =>
    mutationOptions({
      mutationFn: ({ password }: { password: string }) =>
        call(endpoints.turnOffTwoFactor, { body: { password } }),
      onSuccess: (_result, _variables, _context, { client }) =>
        client.invalidateQueries({ queryKey: accountQueries.twoFactor(customerId).queryKey }),
    }),
  /** Closing ends every session; the page that asked then forgets the device and reloads. */
  closeAccount: () =>
    mutationOptions({
      mutationFn: ({ password, reason }: CloseAccountBody) =>
        call(endpoints.close, { body: { password, reason: reason ?? '' } }),
    }),
  /**
   * A break from play (contract/account-break.ts): the answer is the customer in the self-excluded
   * segment, so everything that spends goes from the app at once.
   */
  takeBreak: (customerId: string) =>
    answersOverview(customerId, ({ period }: AccountBreakInput) =>
      call(endpoints.takeBreak, { body: { period } }),
    ),
  /** A self-exclusion (contract/account-break.ts): as a break, answered with the customer self-excluded. */
  selfExclude: (customerId: string) =>
    answersOverview(customerId, ({ period }: SelfExclusionInput) =>
      call(endpoints.selfExclude, { body: { period } }),
    ),
  /** The ticket builder offers them on every ticket; the overview carries them, and is updated. */
  saveFavouriteNumbers: (customerId: string) =>
    mutationOptions({
      mutationFn: ({ numbers }: { numbers: number[] }) =>
        call(endpoints.favouriteNumbers, { body: { favouriteNumbers: numbers } }),
      onSuccess: ({ favouriteNumbers }, _variables, _result, { client }) =>
        client.setQueryData(
          accountQueries.customer(customerId).queryKey,
          (customer) => customer && { ...customer, favouriteNumbers },
        ),
    }),
};

/** A two-factor set-up under way: the authenticator secret to scan, or where the code went. */
export type TwoFactorSetup =
  ({ method: 'authenticator' } & AuthenticatorSetup) | ({ method: 'email' } & CodeSent);
