/**
 * Communication preferences (spec 1 §7): read and saved by the signed-in customer, or through an
 * email's signed link (its customer id and token) without signing in; the unsubscribe variant
 * with reasons, for every email or one offer's.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ContactChannel } from '@contract/contact-channels';
import type { CommunicationPreferences } from '@contract/schemas/preferences';
import { mainApi } from '@/api';
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

const path = ({ customerId }: PreferencesAccess) =>
  `/customer/${encodeURIComponent(customerId)}/communication-preferences`;
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
      queryFn: () =>
        mainApi.get<CommunicationPreferences>(path(access), { query: { token: access.token }, quiet: true }),
      retry: false,
    }),
};

export const preferencesMutations = {
  save: (queryClient: QueryClient, access: PreferencesAccess) =>
    mutationOptions({
      mutationFn: ({ methodsEnabled, channels }: PreferencesValues) =>
        mainApi.send<CommunicationPreferences>(path(access), {
          method: 'PUT',
          body: { preferences: channels, methodsEnabled },
          query: { token: access.token },
        }),
      onSuccess: (saved) => queryClient.setQueryData(key(access), saved),
    }),
  /** Every email stops (the email channel goes off), or only one offer's. */
  unsubscribe: (queryClient: QueryClient, access: PreferencesAccess, productOfferKey: string | undefined) =>
    mutationOptions({
      mutationFn: ({ reasons }: { reasons: string[] }) =>
        mainApi.send<CommunicationPreferences>(
          productOfferKey ? `${path(access)}/${encodeURIComponent(productOfferKey)}` : path(access),
          {
            method: 'PUT',
            body: { preferences: productOfferKey ? {} : { email: false }, unsubscribeReasons: reasons },
            query: { token: access.token },
          },
        ),
      onSuccess: (saved) => queryClient.setQueryData(key(access), saved),
    }),
};
