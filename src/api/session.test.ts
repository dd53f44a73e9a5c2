import { describe, expect, it } from 'vitest';
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
