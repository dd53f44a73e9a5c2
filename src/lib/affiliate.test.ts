// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { affiliateCode, forgetAffiliateCode, keepAffiliateCode } from './affiliate';
import { createCookieJar, onConsentSaved } from './cookies';

describe('the affiliate code', () => {
  beforeEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    forgetAffiliateCode();
  });

  it('keeps a well-formed code only', () => {
    const jar = createCookieJar(() => false);
    keepAffiliateCode(jar, '?aff=<script>');
    expect(affiliateCode()).toBeUndefined();
    keepAffiliateCode(jar, '?utm_source=x&aff=partner_1');
    expect(Cookies.get('aff')).toBe('partner_1');
  });

  it('waits in memory until consent is given, then is written', () => {
    const jar = createCookieJar(() => true);
    const saved: string[][] = [];
    const stop = onConsentSaved((accepted) => saved.push([...accepted]));
    keepAffiliateCode(jar, '?aff=partner_2');
    expect(Cookies.get('aff')).toBeUndefined();
    expect(affiliateCode()).toBe('partner_2');
    jar.saveConsent(['essential', 'non_essential']);
    stop();
    expect(Cookies.get('aff')).toBe('partner_2');
    expect(saved).toEqual([['essential', 'non_essential']]);
  });

  it('is dropped when the visitor refuses non-essential cookies', () => {
    const jar = createCookieJar(() => true);
    keepAffiliateCode(jar, '?aff=partner_3');
    jar.saveConsent(['essential']);
    expect(Cookies.get('aff')).toBeUndefined();
    expect(affiliateCode()).toBeUndefined();
  });

  it('is written at once on a site that asks no consent', () => {
    keepAffiliateCode(
      createCookieJar(() => false),
      '?aff=partner_4',
    );
    expect(Cookies.get('aff')).toBe('partner_4');
  });
});
