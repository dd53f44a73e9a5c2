/**
 * Communication preferences (spec 1 §7): read and saved by the signed-in customer, or through an
 * email's signed link (its customer id and token) without signing in; the unsubscribe variant
 * with reasons, for every email or one offer's.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ContactChannel } from '@contract/contact-channels';
import * as endpoints from '@contract/endpoints/preferences';
import { call } from '@/api/call';
import { customerKey } from '@/lib/customer-key';

/** Whose preferences, and the signed link's token when they were opened from an email. */
export interface PreferencesAccess {
  customerId: string;
  token?: string;
}

export interface PreferencesValues {
  methodsEnabled: boolean;
  channels: Partial<Record<ContactChannel, boolean>>;
}

/** Whose, and the link's token when there is one. */
const addressed = ({ customerId, token }: PreferencesAccess) => ({
  params: { id: customerId },
  query: { token },
});
const key = (access: PreferencesAccess) => [
  ...customerKey(access.customerId),
  'communication-preferences',
  access.token ?? 'signed-in',
];

export const preferencesQueries = {
  get: (access: PreferencesAccess) =>
    queryOptions({
      queryKey: key(access),
      // A link that opens nothing says so on its page.
      queryFn: () => call(endpoints.read, { ...addressed(access), quiet: true }),
      retry: false,
    }),
};

export const preferencesMutations = {
  save: (queryClient: QueryClient, access: PreferencesAccess) =>
    mutationOptions({
      mutationFn: ({ methodsEnabled, channels }: PreferencesValues) =>
        call(endpoints.save, { ...addressed(access), body: { preferences: channels, methodsEnabled } }),
      onSuccess: (saved) => queryClient.setQueryData(key(access), saved),
    }),
  /** Every email stops (the email channel goes off), or only one offer's. */
  unsubscribe: (queryClient: QueryClient, access: PreferencesAccess, productOfferKey: string | undefined) =>
    mutationOptions({
      mutationFn: ({ reasons }: { reasons: string[] }) =>
        productOfferKey
          ? call(endpoints.unsubscribeOffer, {
              params: { id: access.customerId, productOfferKey },
              query: { token: access.token },
              body: { preferences: {}, unsubscribeReasons: reasons },
            })
          : call(endpoints.save, {
              ...addressed(access),
              body: { preferences: { email: false }, unsubscribeReasons: reasons },
            }),
      onSuccess: (saved) => queryClient.setQueryData(key(access), saved),
    }),
};
