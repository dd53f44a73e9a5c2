import { describe, expect, it } from 'vitest';
import { experimentVariant } from './experiments';

describe('experiment variants', () => {
  it('shows the group the customer was assigned', () => {
    expect(experimentVariant({ 'boost-buy-tickets': 'treatment' }, 'boost-buy-tickets')).toBe('treatment');
  });

  it('shows the control to a visitor and for a group the app does not know', () => {
    expect(experimentVariant(undefined, 'boost-buy-tickets')).toBe('control');
    expect(experimentVariant({ 'boost-buy-tickets': 'variant-c' }, 'boost-buy-tickets')).toBe('control');
  });
});
