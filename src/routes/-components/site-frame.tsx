/**
 * The base layout (spec 1 §2): sitewide banner, header with navigation, main area, footer, the
 * drawers, the cookie-consent banner, and for a signed-in customer the session pieces (confirm
 * banner, account label, keep-alive). Composes the content, consent, account and auth features.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { consentIsRequired, createCookieJar, essentialJar } from '@/lib/cookies';
import { useCapability } from '@/features/capabilities/capability-gate';
import { keepAffiliateCode } from '@/lib/affiliate';
import { cartReference } from '@/features/cart/cart-cookies';
import { cartContents, cartQueries } from '@/features/cart/queries';
import { configQueries } from '@/features/config/queries';
import { ConsentBanner } from '@/features/consent/consent-banner';
import { isCondensedFooter } from '@/features/content/footer';
import { SiteFooter } from '@/features/content/site-footer';
import { SiteHeader } from '@/features/content/site-header';
import { SitewideBanner } from '@/features/content/sitewide-banner';
import { FeedbackButton } from '@/features/feedback/feedback-button';
import { useClearOnSignInChange } from '@/features/notifications/server-messages';
import { lazyOrNothing } from '@/ui/lazy-or-nothing';
import { OfflineBanner } from '@/ui/offline-banner';
import { useOnline } from '@/ui/use-online';
import classes from '@/routes/-components/site-frame.module.css';
import { followSubscriptionVariant } from '@/routes/-components/subscription-variant-change';

// Pieces of the frame, each loaded when needed: one that cannot load (offline, with no worker to
// serve it) leaves its place empty, as the frame must never fail for a piece of it.
const AccountMenu = lazyOrNothing(() => import('@/routes/-components/account-menu'));
const SignedInSession = lazyOrNothing(() => import('@/routes/-components/signed-in-session'));
const NotificationBell = lazyOrNothing(() => import('@/features/notifications/notification-bell'));

export function SiteFrame({
  children,
  customerId,
}: {
  children: ReactNode;
  /** The signed-in customer's id; undefined for a visitor. */
  customerId: string | undefined;
}) {
  const signedIn = customerId !== undefined;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { data: config } = useQuery(configQueries.site());
  const can = {
    cookieConsent: useCapability('cookie_consent'),
    termsOfUse: useCapability('terms_of_use'),
    blog: useCapability('blog'),
    responsibleGambling: useCapability('responsible_gambling'),
    nativeApp: useCapability('native_app'),
    play: useCapability('commercial_lotteries'),
  };
  const banner = useCapability('sitewide_banner');
  const feedback = useCapability('feedback');
  const notificationsFeed = useCapability('notifications_feed');
  useClearOnSignInChange(customerId);
  const online = useOnline();
  const [accountOpen, setAccountOpen] = useState<boolean | undefined>();
  const [accountLabel, setAccountLabel] = useState('Account');
  const consentRequired = consentIsRequired(can.cookieConsent, config);
  const jar = useMemo(() => createCookieJar(() => consentRequired), [consentRequired]);
  // A visitor without a cart has nothing to count: not read, so a page hydrates without a change.
  const { data: cart } = useQuery({
    ...cartQueries.cart(customerId),
    enabled: customerId !== undefined || cartReference() !== undefined,
  });
  const contents = cartContents(cart);
  const cartCount = contents.count;
  // An affiliate's link (?aff=) is remembered for 14 days, until an item is added.
  useEffect(() => keepAffiliateCode(jar, window.location.search), [jar]);
  // A link with ?sv= moves the visitor to that subscription variant.
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const queryClient = useQueryClient();
  const visitor = useRouteContext({ from: '__root__', select: (context) => context.visitor });
  useEffect(
    () => followSubscriptionVariant(queryClient, essentialJar, visitor, search),
    [queryClient, visitor, search],
  );

  return (
    <div className={classes.frame}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      {!online && <OfflineBanner />}
      {banner && <SitewideBanner />}
      <SiteHeader
        signedIn={signedIn}
        accountLabel={accountLabel}
        onAccount={() => setAccountOpen(true)}
        cartCount={cartCount}
        cart={contents}
        canPlay={can.play}
        bell={
          signedIn &&
          notificationsFeed && (
            <Suspense fallback={null}>
              <NotificationBell customerId={customerId} />
            </Suspense>
          )
        }
      />
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInSession customerId={customerId} onAccountLabel={setAccountLabel} />
        </Suspense>
      )}
      <main id="main" className={classes.main}>
        {children}
      </main>
      <SiteFooter
        condensed={isCondensedFooter({ pathname, cartCount, isAuthenticated: signedIn })}
        can={can}
        support={config}
        feedback={
          feedback ? (className) => <FeedbackButton className={className} signedIn={signedIn} /> : undefined
        }
      />
      {accountOpen !== undefined && (
        <Suspense fallback={null}>
          <AccountMenu opened={accountOpen} onClose={() => setAccountOpen(false)} />
        </Suspense>
      )}
      {can.cookieConsent && config && <ConsentBanner jar={jar} policyHref="/about/cookie-policy" />}
    </div>
  );
}
