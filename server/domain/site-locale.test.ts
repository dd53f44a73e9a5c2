import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config';

/** The server's modules as a process started with SITE_LOCALE reads them. */
async function siteModules(locale: string) {
  vi.stubEnv('SITE_LOCALE', locale);
  vi.resetModules();
  const money = await import('../money');
  const { siteConfig } = await import('../services/main/site-config');
  const { sydneyDateTime } = await import('./sydney-time');
  const rules = await import('@contract/form-rules');
  const config = readConfig({ ...process.env, SITE_LOCALE: locale });
  return { money, config: siteConfig('https://luckydip.test', config), sydneyDateTime, rules };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the site’s locale', () => {
  it('is Australian by default: AUD, states asked, amounts in dollars', async () => {
    const { money, config } = await siteModules('');
    expect(config).toMatchObject({ siteLocale: 'en-AU', baseCurrency: 'AUD' });
    expect(config.customerAddressConfig.fields.state).toBe('required');
    expect(config.signupOptions.states).toContain('NSW');
    expect(money.money(123450)).toEqual({ amount: 1234.5, currency: 'AUD' });
    expect(money.moneyText(123450)).toBe('$1,234.50');
    expect(money.prizeText(1_000_000)).toBe('$10,000');
    const { rules } = await siteModules('');
    expect([rules.postcodeProblem('2000'), rules.postcodeProblem('SW1A 1AA')]).toEqual([
      undefined,
      rules.INVALID_POSTCODE,
    ]);
  });

  it('makes the British site with SITE_LOCALE=en-GB: GBP, a postcode address with no state, its own dates', async () => {
    const { money, config, sydneyDateTime, rules } = await siteModules('en-GB');
    expect(config).toMatchObject({ siteLocale: 'en-GB', baseCurrency: 'GBP' });
    expect(config.customerAddressConfig).toMatchObject({ lookupProvider: 'IDEAL_POSTCODES' });
    expect(config.customerAddressConfig.fields).toMatchObject({ state: 'hidden', postcode: 'required' });
    expect(config.signupOptions.states).toEqual([]);
    expect(money.money(500)).toEqual({ amount: 5, currency: 'GBP' });
    expect(money.moneyText(123450)).toBe('£1,234.50');
    expect(money.prizeText(1_000_000)).toBe('£10,000');
    // British English writes the time of day on the 24-hour clock.
    expect(sydneyDateTime(Date.UTC(2026, 11, 3, 9, 30) / 1000)).toMatch(/20:30/);
    // Its postcodes and phone numbers are British ones.
    expect([rules.postcodeProblem('SW1A 1AA'), rules.postcodeProblem('2000')]).toEqual([
      undefined,
      rules.INVALID_POSTCODE,
    ]);
    expect([rules.phoneProblem('020 7946 0958'), rules.phoneProblem('0412 345 678')]).toEqual([
      undefined,
      rules.INVALID_PHONE,
    ]);
  });

  it('refuses a locale the retailer does not run', () => {
    expect(() => readConfig({ SITE_LOCALE: 'fr-FR' })).toThrow('SITE_LOCALE must be one of en-AU, en-GB.');
  });
});
