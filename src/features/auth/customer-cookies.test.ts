import { describe, expect, it } from 'vitest';
import type { CookieJar } from '@/lib/cookies';
import { signedInSession } from '@/testing/factories';
import { writeCustomerCookies } from './customer-cookies';

function recordingJar() {
  const written = new Map<string, { value: string; days: number }>();
  const jar: CookieJar = {
    consentRequired: false,
    consent: () => undefined,
    set(name, value, days) {
      written.set(name, { value, days });
      return true;
    },
    setWhenAllowed(name, value, days) {
      written.set(name, { value, days });
    },
    saveConsent: () => undefined,
  };
  return { jar, written };
}

describe('writeCustomerCookies', () => {
  it('writes the customer cookies of spec 1 §3, lasting as long as the session timeout', () => {
    const { jar, written } = recordingJar();
    writeCustomerCookies(jar, signedInSession({ customerId: '7', segmentName: 'customer' }), 7200);
    expect([...written.keys()].sort()).toEqual([
      'atv_charity',
      'atv_commercial',
      'atv_social_syndicate',
      'atv_syndicate',
      'customer_id',
      'customer_segment_name',
      'customer_token',
      'pricing_id',
      'web_access_token',
      'web_refresh_token',
    ]);
    expect(written.get('customer_id')).toEqual({ value: '7', days: 7200 / 86_400 });
    expect(written.get('web_access_token')?.value).toBe('access');
  });

  it('uses the default session timeout of 3600 s when the configuration has none', () => {
    const { jar, written } = recordingJar();
    writeCustomerCookies(jar, signedInSession(), undefined);
    expect(written.get('customer_token')?.days).toBe(3600 / 86_400);
  });
});
