import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_AGE_MS, shouldReloadOnChunkError } from './chunk-reload';

describe('chunk reload', () => {
  it('reloads only when the app has been open more than 24 hours', () => {
    expect(CHUNK_RELOAD_AGE_MS).toBe(86_400_000);
    expect(shouldReloadOnChunkError(60_000)).toBe(false);
    expect(shouldReloadOnChunkError(CHUNK_RELOAD_AGE_MS)).toBe(false);
    expect(shouldReloadOnChunkError(CHUNK_RELOAD_AGE_MS + 1)).toBe(true);
  });
});
