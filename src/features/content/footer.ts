/**
 * Footer rules (spec 1 §2): which links show under which capabilities, the multi-offer layout in
 * double columns above 5 offers, up to 8 payment logos, and when the condensed footer replaces
 * the full one (checkout with items in the cart; login and register pages for visitors).
 */
import type { Lottery, SiteContent } from '@contract/schemas/content';
import type { SiteConfig } from '@contract/schemas/site';
import type { AppLink } from '@/lib/app-link';

/** A footer link: to one of the app's pages (`link`), or an address the content service gives. */
export type FooterLink = { label: string } & ({ link: AppLink } | { href: string });

export interface FooterCapabilities {
  cookieConsent: boolean;
  termsOfUse: boolean;
  blog: boolean;
  responsibleGambling: boolean;
}

export const MAX_PAYMENT_LOGOS = 8;
const DOUBLE_COLUMN_ABOVE = 5;

export function footerLinks(footer: SiteContent['footer'], can: FooterCapabilities): FooterLink[] {
  const links: (FooterLink | false)[] = [
    { label: 'Contact us', href: footer.supportUrl },
    { label: 'Causes you support', link: { to: '/your-support' } },
    { label: 'Privacy policy', href: footer.privacyUrl },
    can.cookieConsent && { label: 'Cookie policy', href: footer.cookiePolicyUrl },
    can.termsOfUse
      ? { label: 'Terms of use', href: footer.termsOfUseUrl }
      : { label: 'About us', href: footer.aboutUrl },
    { label: 'Terms and conditions', href: footer.termsUrl },
    can.blog && { label: 'News', href: footer.newsUrl },
    can.responsibleGambling && { label: 'Responsible gaming', href: footer.responsibleGamblingUrl },
  ];
  return links.filter((link): link is FooterLink => link !== false);
}

export function lotteryLinks(lotteries: Lottery[]): { play: FooterLink; results: FooterLink }[] {
  return lotteries.map((lottery) => ({
    play: {
      label: `Play ${lottery.name}`,
      link: { to: '/$productOfferKey', params: { productOfferKey: lottery.url } },
    },
    results: {
      label: `${lottery.name} Results`,
      link: { to: '/$productOfferKey/results', params: { productOfferKey: lottery.url } },
    },
  }));
}

export function offerColumns(offerCount: number): 1 | 2 {
  return offerCount > DOUBLE_COLUMN_ABOVE ? 2 : 1;
}

export function paymentLogos(logos: string[]): string[] {
  return logos.slice(0, MAX_PAYMENT_LOGOS);
}

const SIGN_IN_PATHS = ['/login', '/signup', '/register', '/checkout/login'];

export function isCondensedFooter(state: {
  pathname: string;
  cartCount: number;
  isAuthenticated: boolean;
}): boolean {
  const inCheckout =
    state.pathname === '/cart' ||
    state.pathname.startsWith('/cart/') ||
    state.pathname.startsWith('/checkout');
  if (inCheckout && state.cartCount > 0) return true;
  return (
    !state.isAuthenticated &&
    SIGN_IN_PATHS.some((path) => state.pathname === path || state.pathname.startsWith(`${path}/`))
  );
}

/** The native-app store links the site's configuration sets, in a fixed order with their store's own wording. */
export function storeLinks(
  links: SiteConfig['appStoreLinks'],
): { store: string; label: string; href: string }[] {
  const stores = [
    { store: 'apple', label: 'Download on the App Store', href: links.apple },
    { store: 'google', label: 'Get it on Google Play', href: links.google },
  ];
  return stores.filter((entry): entry is { store: string; label: string; href: string } =>
    Boolean(entry.href),
  );
}
