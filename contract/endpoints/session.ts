/**
 * A session's own calls, made by the request convention itself (src/api): a new access token for
 * the refresh token, and signing out, which revokes the session's tokens and stops this device's
 * notices. Apart from the sign-in calls, since every page's script makes them.
 */
import type { TokenPair } from '../schemas/auth';
import { endpoint } from './endpoint';

export const refresh = endpoint<{ body: { refreshToken: string }; answer: TokenPair }>()({
  service: 'main',
  personal: false,
  method: 'POST',
  path: '/refresh',
  form: true,
});
export const logout = endpoint<{ answer: null }>()({
  service: 'main',
  personal: true,
  method: 'GET',
  path: '/logout',
  status: 204,
});
