/**
 * What search engines read about the retailer from its home page (schema.org in JSON-LD): the
 * organisation, its contact number and social profiles, and the website. Written for a
 * `<script type="application/ld+json">`, a data block the CSP does not treat as a script.
 */
import { SITE_LOCALE } from './site-locale';
export interface RetailerFacts {
  siteName: string;
  baseUrl: string;
  supportNumber: string;
  socialNetworks: Record<string, string>;
}

export function retailerStructuredData(facts: RetailerFacts): string {
  const url = `${facts.baseUrl.replace(/\/$/, '')}/`;
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: facts.siteName,
      url,
      logo: `${url}icons/icon-512.png`,
      sameAs: Object.values(facts.socialNetworks),
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: facts.supportNumber,
        contactType: 'customer service',
        areaServed: 'AU',
        availableLanguage: SITE_LOCALE,
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: facts.siteName,
      url,
      inLanguage: SITE_LOCALE,
    },
  ];
  // "<" escaped, so nothing in the text can close the script element early.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
