/**
 * Cookies by consent category (spec 1 §3–§5). Every cookie the app writes is listed with its
 * category; when consent is required, a write in a category the visitor has not accepted is
 * refused. Essential cookies are always allowed. A name outside the list is allowed with a
 * warning (payment providers set their own), so the list can be completed without breaking pay.
 */
import Cookies from 'js-cookie';
import { CONSENT_COOKIE } from './consent-cookie';

export type CookieCategory = 'essential' | 'non_essential';

export const CONSENT_DAYS = 365;
/** A separator cookie values carry unescaped (a comma would be stored as %2C). */
const CONSENT_SEPARATOR = '|';

export const COOKIE_CATEGORIES: Record<string, CookieCategory> = {
  customer_token: 'essential',
  customer_id: 'essential',
  pricing_id: 'essential',
  customer_segment_name: 'essential',
  atv_commercial: 'essential',
  atv_charity: 'essential',
  atv_social_syndicate: 'essential',
  atv_syndicate: 'essential',
  web_access_token: 'essential',
  web_refresh_token: 'essential',
  migrate_account_modal_dismissal: 'essential',
  session_id: 'essential',
  cookie_consent: 'essential',
  sv: 'essential',
  cart_reference: 'essential',
  // Set by the server with a visit's first page, for its log (contract/request-id.ts).
  'request-id': 'essential',
  generated_anonymous_id: 'non_essential',
  aff: 'non_essential',
};

export function parseConsent(value: string | undefined): CookieCategory[] | undefined {
  if (!value) return undefined;
  const categories = value
    .split(CONSENT_SEPARATOR)
    .filter((part): part is CookieCategory => part === 'essential' || part === 'non_essential');
  return categories.includes('essential') ? categories : undefined;
}

export function serialiseConsent(categories: readonly CookieCategory[]): string {
  return [...new Set<CookieCategory>(['essential', ...categories])].join(CONSENT_SEPARATOR);
}

/** Whether a cookie may be written now: pure, for the rules' tests. */
export function mayWrite(
  name: string,
  consent: readonly CookieCategory[] | undefined,
  consentRequired: boolean,
): 'allowed' | 'blocked' | 'unlisted' {
  const category = COOKIE_CATEGORIES[name];
  if (!category) return 'unlisted';
  if (category === 'essential' || !consentRequired) return 'allowed';
  return consent?.includes(category) ? 'allowed' : 'blocked';
}

/** The cookies to delete after a consent choice: those of every refused category. */
export function cookiesToDelete(present: readonly string[], accepted: readonly CookieCategory[]): string[] {
  return present.filter((name) => {
    const category = COOKIE_CATEGORIES[name];
    return category !== undefined && !accepted.includes(category);
  });
}

/**
 * Whether non-essential cookies wait for consent: with the cookie-consent capability, as the
 * site's configuration says (required until it is read).
 */
export const consentIsRequired = (
  capability: boolean,
  config: { cookieConsent: { required: boolean } } | undefined,
): boolean => capability && (config?.cookieConsent.required ?? true);

export interface CookieJar {
  consentRequired: boolean;
  consent(): CookieCategory[] | undefined;
  /** Returns false when consent blocks the write. */
  set(name: string, value: string, days: number): boolean;
  /**
   * Writes now if consent allows; otherwise holds the value in memory (for this page's life) and
   * writes it when the visitor accepts the cookie's category. A refusal drops it.
   */
  setWhenAllowed(name: string, value: string, days: number): void;
  saveConsent(categories: readonly CookieCategory[]): void;
}

let parsed: { raw: string; values: Readonly<Record<string, string>> } | undefined;
let read: Readonly<Record<string, string>> | undefined;

/**
 * A cookie's value. The visitor, the session and the cart read them on every render and request
 * that asks, so the cookies are read once per task (measured: reading `document.cookie` on every
 * call doubled the page's time in it while it hydrates), and parsed again only when they changed
 * (parsing every cookie costs about eight times reading them). The app's own writes are seen at
 * once; a change from elsewhere (a response's Set-Cookie, another tab) arrives in a later task,
 * which reads afresh.
 */
export function cookieValue(name: string): string | undefined {
  // The prerender runs the app in Node, where no visitor has cookies.
  if (typeof document === 'undefined') return undefined;
  if (!read) {
    const raw = document.cookie;
    if (parsed?.raw !== raw) parsed = { raw, values: Cookies.get() };
    read = parsed.values;
    queueMicrotask(() => {
      read = undefined;
    });
  }
  return read[name];
}

/** Deletes a cookie the app wrote (at the site's root). */
export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
  read = undefined;
}

function writeCookie(name: string, value: string, attributes: Cookies.CookieAttributes): void {
  Cookies.set(name, value, attributes);
  read = undefined;
}

const consentListeners = new Set<(accepted: readonly CookieCategory[]) => void>();
/** Values waiting for consent, shared by every jar: a choice saved through any of them writes them. */
const held = new Map<string, { value: string; days: number }>();

/** A cookie's value, or one held for consent and not yet written. */
export const readCookie = (name: string): string | undefined => held.get(name)?.value ?? cookieValue(name);

export function forgetCookie(name: string): void {
  held.delete(name);
  removeCookie(name);
}

/** Called after each consent choice is saved, with the categories accepted. */
export function onConsentSaved(listener: (accepted: readonly CookieCategory[]) => void): () => void {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}

export function createCookieJar(consentRequired: () => boolean): CookieJar {
  // Read when writing, so a jar can be made before (or without) a page.
  const attributes = () => ({ sameSite: 'lax' as const, secure: location.protocol === 'https:', path: '/' });
  const jar: CookieJar = {
    get consentRequired() {
      return consentRequired();
    },
    consent: () => parseConsent(cookieValue(CONSENT_COOKIE)),
    set(name, value, days) {
      const verdict = mayWrite(name, parseConsent(cookieValue(CONSENT_COOKIE)), consentRequired());
      if (verdict === 'blocked') return false;
      if (verdict === 'unlisted') console.warn(`cookie "${name}" has no consent category`);
      writeCookie(name, value, { ...attributes(), expires: days });
      held.delete(name);
      return true;
    },
    setWhenAllowed(name, value, days) {
      if (!jar.set(name, value, days)) held.set(name, { value, days });
    },
    saveConsent(categories) {
      const accepted = parseConsent(serialiseConsent(categories)) ?? ['essential'];
      writeCookie(CONSENT_COOKIE, serialiseConsent(accepted), { ...attributes(), expires: CONSENT_DAYS });
      for (const name of cookiesToDelete(Object.keys(Cookies.get()), accepted)) removeCookie(name);
      for (const [name, { value, days }] of held) {
        const category = COOKIE_CATEGORIES[name];
        if (category && accepted.includes(category)) jar.set(name, value, days);
        else held.delete(name);
      }
      for (const listener of consentListeners) listener(accepted);
    },
  };
  return jar;
}

/**
 * For the essential cookies a feature writes itself (the cart reference, the subscription variant,
 * the migration dialog's answer): written whatever the visitor said, since the site cannot work
 * without them. Their category, not this jar, is what lets them through.
 */
export const essentialJar = createCookieJar(() => true);
