/**
 * Signed links for pages a customer opens from an email without signing in (spec 3 §2: the open
 * communication-preferences, unsubscribe and confirm-address pages). The link carries the customer's id, which is
 * a plain number anyone could change, and a token: an HMAC of the link's purpose and that id under
 * the server's secret. Only the token the server made for that very id opens that customer's page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkPurpose = 'communication-preferences' | 'confirm-address';

export function linkToken(secret: string, purpose: LinkPurpose, customerId: number): string {
  return createHmac('sha256', secret).update(`${purpose}:${customerId}`).digest('base64url');
}

export function isLinkToken(
  secret: string,
  purpose: LinkPurpose,
  customerId: number,
  token: string,
): boolean {
  const expected = Buffer.from(linkToken(secret, purpose, customerId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The confirm-address link's one path segment: the customer's id and its token together
 * (`{id}.{token}`), as /my-account/confirm-address/{token} has room for one.
 */
export const addressToken = (secret: string, customerId: number) =>
  `${customerId}.${linkToken(secret, 'confirm-address', customerId)}`;

/** The customer an address token was made for, if it is one. */
export function addressTokenCustomer(secret: string, token: string): number | undefined {
  const [id, mac, extra] = token.split('.');
  const customerId = Number(id);
  return extra === undefined &&
    mac !== undefined &&
    Number.isSafeInteger(customerId) &&
    isLinkToken(secret, 'confirm-address', customerId, mac)
    ? customerId
    : undefined;
}
