/**
 * Opaque tokens: random, URL-safe, and stored only as SHA-256 hashes, so a leaked table holds
 * nothing that signs anyone in.
 */
import { createHash, randomBytes } from 'node:crypto';

export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
