/**
 * The signed-in customer's own record (spec 1 §7): the overview (GET /customer), two-factor
 * status, and the calls that change them. The overview is personal, so it is never persisted to
 * the device and is dropped on sign-out with everything else.
 */
import { queryOptions } from '@tanstack/react-query';
import { mainApi, type CustomerOverview } from '../../api';

export type TwoFactorMethod = 'authenticator' | 'email';

export interface TwoFactorStatus {
  method: TwoFactorMethod | null;
  methods: TwoFactorMethod[];
  rememberForDays: number;
}

/** How often the keep-alive refreshes the customer while they use the site (spec 1 §4). */
export const CUSTOMER_REFRESH_MS = 5 * 60 * 1000;

export interface CustomerDetails {
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  email: string;
  phone: string;
  address: string;
  addressLine2: string;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
  marketingOptIn: boolean;
}

/** Customer details are answered in version 3.2 (spec 1 §7). */
const DETAILS_VERSION = '3.2';

/**
 * The customer's own data can change elsewhere (another tab, the app), so, unlike the shared
 * content, it is read again when they come back to the page.
 */
export const accountQueries = {
  details: () =>
    queryOptions({
      queryKey: ['customer', 'details'],
      queryFn: () => mainApi.get<CustomerDetails>('/customer/details', { version: DETAILS_VERSION }),
      refetchOnWindowFocus: true,
    }),
  customer: () =>
    queryOptions({
      queryKey: ['customer', 'overview'],
      queryFn: () => mainApi.get<CustomerOverview>('/customer'),
      staleTime: CUSTOMER_REFRESH_MS,
      refetchOnWindowFocus: true,
    }),
  twoFactor: () =>
    queryOptions({
      queryKey: ['customer', 'two-factor'],
      queryFn: () => mainApi.get<TwoFactorStatus>('/customer/two-factor-auth'),
      refetchOnWindowFocus: true,
    }),
};

export async function confirmAddress(): Promise<CustomerOverview> {
  return (await mainApi.request<CustomerOverview>('/customer/confirm-address', { method: 'PATCH' })).result;
}

export async function confirmEmail(): Promise<CustomerOverview> {
  return (await mainApi.request<CustomerOverview>('/customer/confirm-email-address', { method: 'PATCH' }))
    .result;
}

export async function changePassword(
  currentPassword: string,
  newPassword: string,
): Promise<CustomerOverview> {
  const { result } = await mainApi.request<CustomerOverview>('/customer/change-password', {
    method: 'POST',
    form: { current_password: currentPassword, new_password: newPassword },
  });
  return result;
}

export async function forceChangePassword(password: string): Promise<CustomerOverview> {
  const { result } = await mainApi.request<CustomerOverview>('/password/force-change', {
    method: 'POST',
    form: { password },
  });
  return result;
}

export async function startAuthenticatorSetup(): Promise<{ secret: string; otpauthUri: string }> {
  const { result } = await mainApi.request<{ secret: string; otpauthUri: string }>(
    '/customer/two-factor-auth/authenticator',
    { method: 'POST' },
  );
  return result;
}

export async function startEmailSetup(): Promise<{ identifier: string }> {
  const { result } = await mainApi.request<{ identifier: string }>('/customer/two-factor-auth/email', {
    method: 'POST',
  });
  return result;
}

export async function verifySetup(method: TwoFactorMethod, code: string): Promise<void> {
  await mainApi.request(`/customer/two-factor-auth/${method}/verify`, { method: 'POST', body: { code } });
}

export async function turnOffTwoFactor(password: string): Promise<void> {
  await mainApi.request('/customer/two-factor-auth', { method: 'DELETE', form: { password } });
}

export async function closeAccount(password: string, reason: string): Promise<void> {
  await mainApi.request('/customer', { method: 'DELETE', form: { password, reason } });
}

export async function saveDetails(details: Partial<CustomerDetails>): Promise<CustomerDetails> {
  const { result } = await mainApi.request<CustomerDetails>('/customer/details', {
    method: 'POST',
    body: details,
    version: DETAILS_VERSION,
  });
  return result;
}
