/**
 * The main navigation bar: menu toggle, logo home, primary items (links, or buttons that open a
 * group's drawer), a slot for the notifications bell, the account button or Login link, and the
 * cart with its count. Drawers load with their first opening; most visits never open one.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import frame from '@/ui/frame.module.css';
import { CartIcon, MenuIcon } from '@/ui/icons';
import { ContentLink, NavLinkTo } from '@/ui/nav-link-to';
import {
  EMPTY_CART,
  cartBadge,
  navItemHref,
  navItemKind,
  showMembershipDot,
  shownNavItems,
  type CartContents,
} from './navigation';
import { membershipVisited, watchMembershipVisit } from './membership-visit';
import { contentQueries, fileUrl } from './queries';
import counts from '@/ui/count-badge.module.css';
import classes from './site-header.module.css';
import type { NavItem } from '@contract/schemas/content';

const NavDrawer = lazy(() => import('./nav-drawer'));

export interface SiteHeaderProps {
  signedIn: boolean;
  /** "Account" or "Account {funds}", decided by the account feature. */
  accountLabel: string;
  onAccount: () => void;
  cartCount: number;
  cart?: CartContents;
  /** The notifications bell, when the notifications-feed capability is on. */
  bell?: ReactNode;
  /** Whether the visitor may buy now: without, the items that sell are not shown. */
  canPlay: boolean;
}

export function SiteHeader({
  signedIn,
  accountLabel,
  onAccount,
  cartCount,
  cart = EMPTY_CART,
  bell,
  canPlay,
}: SiteHeaderProps) {
  const { data: allItems = [] } = useQuery(contentQueries.navigation());
  const items = shownNavItems(allItems, canPlay);
  const { data: site } = useQuery(contentQueries.site());
  const siteName = site?.siteName ?? 'Lucky Dip';
  const { data: theme } = useQuery(contentQueries.theme());
  // The prerendered page (and hydration) shows the dot; the device's own visit then decides.
  const visited = useSyncExternalStore(watchMembershipVisit, membershipVisited, () => false);
  const [drawer, setDrawer] = useState<{ group?: NavItem } | undefined>();
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const badge = cartBadge(cartCount);

  const open = (group?: NavItem) => {
    setDrawerLoaded(true);
    setDrawer({ group });
  };

  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        <button
          type="button"
          className={classes.menu}
          onClick={() => (drawer ? setDrawer(undefined) : open())}
          aria-label="Menu"
          aria-expanded={drawer !== undefined}
        >
          <MenuIcon />
        </button>
        {/* The logo image carries the link's name, so checkers that read images see it too. */}
        {theme?.logos?.navbar ? (
          <NavLinkTo to="/" className={classes.logo}>
            <img src={fileUrl(theme.logos.navbar)} alt={`${siteName} home`} width={134} height={32} />
          </NavLinkTo>
        ) : (
          <NavLinkTo to="/" className={classes.logo} aria-label={`${siteName} home`}>
            <span>{siteName}</span>
          </NavLinkTo>
        )}
        <nav aria-label="Main" className={classes.primary}>
          {items.map((item) => {
            const href = navItemHref(item, cart);
            const dot = showMembershipDot(item, visited);
            // The dot is said as well as shown.
            const label = (
              <span className={dot ? classes.dot : undefined}>
                {item.label}
                {dot && <span className={frame.visuallyHidden}> (new)</span>}
              </span>
            );
            if (href) {
              return (
                <ContentLink key={item.id} href={href} className={classes.item}>
                  {label}
                </ContentLink>
              );
            }
            return navItemKind(item) === 'drawer' ? (
              <button
                type="button"
                key={item.id}
                className={classes.item}
                onClick={() => open(item)}
                aria-haspopup="dialog"
              >
                {label}
              </button>
            ) : null;
          })}
        </nav>
        <div className={`${frame.group} ${frame.gapXs} ${classes.actions}`}>
          {bell}
          {signedIn ? (
            <button type="button" onClick={onAccount} className={`${frame.button} ${classes.account}`}>
              {accountLabel}
            </button>
          ) : (
            <NavLinkTo to="/login" className={classes.login}>
              Login
            </NavLinkTo>
          )}
          <NavLinkTo to="/cart" className={classes.cart}>
            <CartIcon />
            <span className={frame.visuallyHidden}>Cart{badge ? `, ${badge.spoken}` : ''}</span>
            {badge && (
              <span
                className={badge.small ? `${counts.badge} ${counts.small}` : counts.badge}
                aria-hidden="true"
              >
                {badge.label}
              </span>
            )}
          </NavLinkTo>
        </div>
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer
            opened={drawer !== undefined}
            group={drawer?.group}
            items={items}
            cart={cart}
            onClose={() => setDrawer(undefined)}
          />
        </Suspense>
      )}
    </header>
  );
}
