import { describe, expect, it } from 'vitest';
import { challengeWindowSize, normaliseColourDepth } from './browser-data';

describe('3-D Secure browser data', () => {
  it('normalises the colour depth to the nearest allowed value', () => {
    expect([1, 2, 4, 5, 8, 12, 15, 16, 20, 24, 30, 32, 40, 48, 64].map(normaliseColourDepth)).toEqual([
      1, 1, 4, 4, 8, 15, 15, 16, 16, 24, 32, 32, 32, 48, 48,
    ]);
  });

  it('asks for the whole screen on a phone and the largest window that fits elsewhere', () => {
    expect(challengeWindowSize(390, 844)).toBe('FullScreen');
    expect(challengeWindowSize(1280, 720)).toBe('Large');
    expect(challengeWindowSize(1280, 500)).toBe('ExtraLarge');
    expect(challengeWindowSize(700, 300)).toBe('FullScreen');
  });
});
