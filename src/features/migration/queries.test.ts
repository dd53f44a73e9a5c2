import { describe, expect, it } from 'vitest';
import { opensByItself } from './queries';

describe('the migration dialog opens by itself', () => {
  it('only for an eligible customer with the capability who has not answered in 7 days', () => {
    expect(opensByItself({ migrationStatus: 'eligible_soft' }, true, false)).toBe(true);
    expect(opensByItself({ migrationStatus: 'eligible_hard' }, true, false)).toBe(true);
    expect(opensByItself({ migrationStatus: 'eligible_soft' }, false, false)).toBe(false);
    expect(opensByItself({ migrationStatus: 'eligible_soft' }, true, true)).toBe(false);
    for (const migrationStatus of ['ineligible', 'in_progress', 'migrated'] as const)
      expect(opensByItself({ migrationStatus }, true, false)).toBe(false);
  });
});
