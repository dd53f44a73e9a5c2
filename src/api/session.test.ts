// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { anonymousSession, createSessionHolder, validStoredValue } from './session';

describe('stored values', () => {
  it('accepts only letters, digits, hyphens and underscores', () => {
    expect(validStoredValue('abc-DEF_123')).toBe('abc-DEF_123');
    for (const bad of ['', 'a b', 'a;b', '<script>', 'a.b', 'é', 'a/b', null, undefined]) {
      expect(validStoredValue(bad)).toBeUndefined();
    }
  });
});

describe('session holder', () => {
  it('switches every reader to the installed port at once', () => {
    const holder = createSessionHolder(anonymousSession('anon-1'));
    expect(holder.headers()).toEqual({ sessionId: 'anon-1' });
    expect(holder.tokens()).toEqual({});
    holder.use({ ...anonymousSession('s-2'), tokens: () => ({ accessToken: 'a' }) });
    expect(holder.headers()).toEqual({ sessionId: 's-2' });
    expect(holder.tokens()).toEqual({ accessToken: 'a' });
  });
});

describe('request id', () => {
  afterEach(() => {
    document.cookie = 'request-id=; max-age=0; path=/';
  });

  it("sends the page's request id when the server named it, for visitors and customers alike", async () => {
    const holder = createSessionHolder(anonymousSession('anon-1'));
    expect(holder.headers().requestId).toBeUndefined();
    document.cookie = 'request-id=3f2b6c1e-0d4a-4c55-9a57-0b1f2e3d4c5b; path=/';
    // The server's Set-Cookie arrives in a task of its own; the cookies are read once per task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(holder.headers()).toEqual({
      sessionId: 'anon-1',
      requestId: '3f2b6c1e-0d4a-4c55-9a57-0b1f2e3d4c5b',
    });
    holder.use(anonymousSession('s-2'));
    expect(holder.headers().requestId).toBe('3f2b6c1e-0d4a-4c55-9a57-0b1f2e3d4c5b');
  });

  it('sends no request id that is not a plain token', () => {
    document.cookie = 'request-id=a%0Db; path=/';
    expect(createSessionHolder(anonymousSession('anon-1')).headers().requestId).toBeUndefined();
  });
});
