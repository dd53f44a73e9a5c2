import type { AppLink } from '@/lib/app-link';

/** An email's signed link carries its token in the query (`?token=`); anything else is no token. */
export const linkSearch = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' && /^[\w-]{1,100}$/.test(search.token) ? { token: search.token } : {};

/** The preferences page that the same signed link opens. */
export const linkedPreferences = (customerId: string, token: string | undefined): AppLink => ({
  to: '/communication-preferences/$id',
  params: { id: customerId },
  search: token ? { token } : {},
});
