/**
 * Attribution (spec 1 §3): the utm parameters of the visit that brought someone here become the
 * session fields (kept for the browser session). They go with sign-up and sign-in, with the
 * affiliate code (lib/affiliate; the site frame keeps it, as consent allows).
 */
import type { Attribution } from '@contract/schemas/auth';
import { affiliateCode } from '@/lib/affiliate';
import { parsedUrl } from '@/lib/parsed-url';

const SESSION_KEY = 'luckydip.attribution';
const UTM = ['campaign', 'content', 'medium', 'source', 'term'] as const;

/** The session fields a landing URL carries, or undefined when it carries no utm parameter. */
export function sessionFields(url: URL, referrer: string): Attribution | undefined {
  const fields: Attribution = {};
  for (const key of UTM) {
    const value = url.searchParams.get(`utm_${key}`);
    if (value) fields[key] = value.slice(0, 200);
  }
  if (Object.keys(fields).length === 0) return undefined;
  if (referrer) {
    fields.referrer = referrer.slice(0, 2000);
    fields.referringDomain = parsedUrl(referrer)?.hostname;
  }
  return fields;
}

export function captureAttribution(url: URL, referrer: string): void {
  const fields = sessionFields(url, referrer);
  if (fields) sessionStorage.setItem(SESSION_KEY, JSON.stringify(fields));
}

export function readAttribution(): Attribution | undefined {
  let fields: Attribution = {};
  try {
    fields = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '{}') as Attribution;
  } catch {
    // A value someone edited by hand is no attribution.
  }
  const affiliate = affiliateCode();
  if (affiliate) fields.affiliateCode = affiliate;
  return Object.keys(fields).length > 0 ? fields : undefined;
}
