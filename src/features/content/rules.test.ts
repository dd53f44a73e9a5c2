import { describe, expect, it } from 'vitest';
import { pageTitle, robotsContent } from '@/lib/page-title';
import {
  footerLinks,
  isCondensedFooter,
  lotteryLinks,
  offerColumns,
  paymentLogos,
  storeLinks,
} from './footer';
import { EMPTY_CART, cartBadge, navItemHref, navItemKind, showMembershipDot } from './navigation';
import { originalPath, publicPath } from '@/lib/route-paths';
import type { NavItem, SiteContent } from '@contract/schemas/content';

const item = (over: Partial<NavItem>): NavItem => ({
  id: 'x',
  key: 'x',
  label: 'X',
  routeType: null,
  url: null,
  children: [],
  ...over,
});
const child = { label: 'Oz Lotto', routeType: 'internal_dynamic' as const, url: '/oz-lotto' };

describe('navigation items', () => {
  it('are links for internal, internal_dynamic and external route types', () => {
    for (const routeType of ['internal', 'internal_dynamic', 'external'] as const) {
      expect(navItemKind(item({ routeType, url: '/somewhere' }))).toBe('link');
    }
  });

  it('open a drawer when a group has no route type but has children', () => {
    expect(navItemKind(item({ children: [child] }))).toBe('drawer');
    expect(navItemKind(item({}))).toBe('none');
  });

  it('take the cart shortcuts of the lotto and social-play groups', () => {
    const lotto = item({ key: 'lotto', children: [child] });
    const social = item({ key: 'social_play', children: [child] });
    expect(navItemHref(lotto, EMPTY_CART)).toBeUndefined();
    expect(navItemHref(lotto, { hasLotteryTicket: true, hasSyndicateShare: false })).toBe('/lotto-tickets');
    expect(navItemHref(social, { hasLotteryTicket: true, hasSyndicateShare: false })).toBeUndefined();
    expect(navItemHref(social, { hasLotteryTicket: false, hasSyndicateShare: true })).toBe('/syndicates');
    expect(navItemHref(item({ routeType: 'internal', url: '/lotto-results' }), EMPTY_CART)).toBe(
      '/lotto-results',
    );
  });

  it('badge the cart with a smaller font above 9', () => {
    expect(cartBadge(0)).toBeUndefined();
    expect(cartBadge(1)).toEqual({ label: '1', small: false, spoken: '1 item' });
    expect(cartBadge(9)).toEqual({ label: '9', small: false, spoken: '9 items' });
    expect(cartBadge(10)).toEqual({ label: '10', small: true, spoken: '10 items' });
  });

  it('dot the membership item until its page is visited', () => {
    expect(showMembershipDot({ key: 'membership' }, false)).toBe(true);
    expect(showMembershipDot({ key: 'membership' }, true)).toBe(false);
    expect(showMembershipDot({ key: 'results' }, false)).toBe(false);
  });
});

const footer: SiteContent['footer'] = {
  supportUrl: '/support',
  privacyUrl: '/privacy',
  cookiePolicyUrl: '/cookies',
  aboutUrl: '/about',
  termsOfUseUrl: '/terms-of-use',
  termsUrl: '/terms',
  newsUrl: '/news',
  responsibleGamblingUrl: '/rg',
  disclaimer: '',
};

describe('footer', () => {
  it('shows links by capability, with terms of use or about', () => {
    const all = footerLinks(footer, {
      cookieConsent: true,
      termsOfUse: true,
      blog: true,
      responsibleGambling: true,
    });
    expect(all.map((l) => l.label)).toEqual([
      'Contact us',
      'Causes you support',
      'Privacy policy',
      'Cookie policy',
      'Terms of use',
      'Terms and conditions',
      'News',
      'Responsible gaming',
    ]);
    const none = footerLinks(footer, {
      cookieConsent: false,
      termsOfUse: false,
      blog: false,
      responsibleGambling: false,
    });
    expect(none.map((l) => l.label)).toEqual([
      'Contact us',
      'Causes you support',
      'Privacy policy',
      'About us',
      'Terms and conditions',
    ]);
  });

  it('links each lottery to play and to its results', () => {
    expect(lotteryLinks([{ name: 'Oz Lotto', url: 'oz-lotto', description: '', featured: true }])).toEqual([
      {
        play: {
          label: 'Play Oz Lotto',
          link: { to: '/$productOfferKey', params: { productOfferKey: 'oz-lotto' } },
        },
        results: {
          label: 'Oz Lotto Results',
          link: { to: '/$productOfferKey/results', params: { productOfferKey: 'oz-lotto' } },
        },
      },
    ]);
  });

  it('lists only the app stores that are set', () => {
    expect(storeLinks({ google: 'https://play.example/app' })).toEqual([
      { store: 'google', label: 'Get it on Google Play', href: 'https://play.example/app' },
    ]);
    expect(storeLinks({})).toEqual([]);
  });

  it('uses double columns above 5 offers and at most 8 payment logos', () => {
    expect(offerColumns(5)).toBe(1);
    expect(offerColumns(6)).toBe(2);
    expect(paymentLogos(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'])).toHaveLength(8);
  });

  it('condenses during checkout with items, and on sign-in pages for visitors', () => {
    expect(isCondensedFooter({ pathname: '/cart', cartCount: 2, isAuthenticated: true })).toBe(true);
    expect(isCondensedFooter({ pathname: '/checkout/login', cartCount: 0, isAuthenticated: false })).toBe(
      true,
    );
    expect(isCondensedFooter({ pathname: '/cart', cartCount: 0, isAuthenticated: true })).toBe(false);
    expect(isCondensedFooter({ pathname: '/login', cartCount: 0, isAuthenticated: false })).toBe(true);
    expect(isCondensedFooter({ pathname: '/login', cartCount: 0, isAuthenticated: true })).toBe(false);
    expect(isCondensedFooter({ pathname: '/about', cartCount: 3, isAuthenticated: false })).toBe(false);
  });
});

describe('route-path overrides', () => {
  const overrides = { '/about/contact-us': '/contact' };

  it('rewrite links and map incoming paths back', () => {
    expect(publicPath('/about/contact-us', overrides)).toBe('/contact');
    expect(publicPath('/about/privacy', overrides)).toBe('/about/privacy');
    expect(originalPath('/contact', overrides)).toBe('/about/contact-us');
    expect(originalPath('/contact/', overrides)).toBe('/about/contact-us');
    expect(originalPath('/about/privacy', overrides)).toBe('/about/privacy');
  });

  it('retire the original address of an overridden page', () => {
    expect(originalPath('/about/contact-us', overrides)).toBeUndefined();
  });
});

describe('page titles', () => {
  it('read "{title} | {siteName}"', () => {
    expect(pageTitle('Privacy policy', 'Lucky Dip')).toBe('Privacy policy | Lucky Dip');
    expect(pageTitle(undefined, 'Lucky Dip')).toBe('Lucky Dip');
    expect(robotsContent(true)).toBe('noindex, nofollow');
    expect(robotsContent(false)).toBe('index, follow');
  });
});
