import { describe, expect, it } from 'vitest';
import { withDefaults } from './queries';

describe('site configuration', () => {
  it('applies the spec defaults when the server leaves values out', () => {
    const config = withDefaults({ siteName: 'Lucky Dip' });
    expect(config.sessionTimeout).toBe(3600);
    expect(config.minRegistrationAge).toBe(18);
  });

  it("keeps the server's values when present", () => {
    const config = withDefaults({ siteName: 'Lucky Dip', sessionTimeout: 900, minRegistrationAge: 21 });
    expect(config.sessionTimeout).toBe(900);
    expect(config.minRegistrationAge).toBe(21);
  });
});
