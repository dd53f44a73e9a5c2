/**
 * The session the request convention reads headers and tokens from. Until a customer signs in it
 * is an anonymous visitor with a session id; the auth feature installs the signed-in port with
 * `session.use(port)`, and every request made afterwards sees the change at once.
 */
import { REQUEST_ID } from '@contract/request-id';
import { readCookie } from '@/lib/cookies';
import type { SessionPort, Tokens } from './client';

const STORED_VALUE = /^[A-Za-z0-9_-]+$/;

/** Stored ids and tokens are trusted only when made of letters, digits, hyphens and underscores. */
export function validStoredValue(value: string | null | undefined): string | undefined {
  return value && STORED_VALUE.test(value) ? value : undefined;
}

export function anonymousSession(sessionId: string): SessionPort {
  return {
    tokens: () => ({}),
    setTokens: (_tokens: Tokens) => undefined,
    signOut: () => undefined,
    headers: () => ({ sessionId }),
  };
}

export interface SessionHolder extends SessionPort {
  use(port: SessionPort): void;
}

export function createSessionHolder(initial: SessionPort): SessionHolder {
  let port = initial;
  return {
    use(next) {
      port = next;
    },
    tokens: () => port.tokens(),
    setTokens: (tokens) => port.setTokens(tokens),
    signOut: (reason) => port.signOut(reason),
    // The page's request id is the same whoever is signed in.
    headers: () => ({ ...port.headers(), requestId: validStoredValue(readCookie(REQUEST_ID)) }),
  };
}
