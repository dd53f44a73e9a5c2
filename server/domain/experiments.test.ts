import { describe, expect, it } from 'vitest';
import { experimentGroups } from './experiments';

describe('experiment assignment', () => {
  it('gives a customer the same variant every time, and splits customers between the variants', () => {
    expect(experimentGroups(42)).toEqual(experimentGroups(42));
    const variants = Array.from({ length: 200 }, (_, id) => experimentGroups(id + 1)['boost-buy-tickets']);
    const treated = variants.filter((variant) => variant === 'treatment').length;
    expect(variants.every((variant) => variant === 'control' || variant === 'treatment')).toBe(true);
    expect(treated).toBeGreaterThan(60);
    expect(treated).toBeLessThan(140);
  });
});
