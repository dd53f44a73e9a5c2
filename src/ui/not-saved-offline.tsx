/**
 * Offline, a page (or a part of one) this device has never saved (issue 38, point 10): it says so,
 * and offers the pages that do open offline, instead of a skeleton waiting for a connection. Part
 * of the first page's code, as the pending and error pages that show it are: plain markup.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { isUnanswered } from '@/api/errors';
import type { AppLink } from '@/lib/app-link';
import frame from './frame.module.css';
import { recentPages } from '@/lib/recent-pages';
import { ContentLink, NavLinkTo } from './nav-link-to';
import { PageSkeleton } from './page-skeleton';
import { useHydrated, useVisitor } from './use-hydrated';
import { isStandalone } from '@/lib/device';
import { useOnline } from './use-online';

/** Pages built with their data, which every installed app holds. */
const SAVED: { label: string; link: AppLink }[] = [
  { label: 'Home', link: { to: '/' } },
  { label: 'Lotteries', link: { to: '/lotto-tickets' } },
];

const CUSTOMERS_SAVED: { label: string; link: AppLink }[] = [
  { label: 'Upcoming tickets', link: { to: '/my-account/upcoming-tickets/{-$page}', params: { page: 1 } } },
  { label: 'Past tickets', link: { to: '/my-account/past-tickets/{-$page}', params: { page: 1 } } },
];

/** `page`: the whole page, under its own heading; otherwise a part of a page that has one. */
export function NotSavedOffline({ page = false }: { page?: boolean }) {
  const signedIn = useVisitor().customerId() !== undefined;
  // Not itself: this page is the one that is not saved.
  const here = useRouterState({ select: (state) => state.location.pathname });
  const Heading = page ? 'h1' : 'h2';
  const body = (
    <div className={frame.stack} role="status">
      <Heading className={`${frame.title} ${page ? '' : frame.h4}`}>
        This page is not saved on this device
      </Heading>
      <p className={frame.text}>
        You are offline, and this has not been opened on this device before: it opens once you are back
        online. These pages are saved and open now:
      </p>
      <ul className={frame.text}>
        {recentPages(here).map(({ path, title }) => (
          <li key={path}>
            <ContentLink href={path} className={frame.anchor}>
              {title || path}
            </ContentLink>
          </li>
        ))}
        {[...SAVED, ...(signedIn ? CUSTOMERS_SAVED : [])].map(({ label, link }) => (
          <li key={label}>
            <NavLinkTo link={link} className={frame.anchor}>
              {label}
            </NavLinkTo>
          </li>
        ))}
      </ul>
      <InstallKeepsSaved />
    </div>
  );
  return page ? <section className={`${frame.container} ${frame.containerSm}`}>{body}</section> : body;
}

/**
 * Browsers may clear what a site saved: Safari does after seven days without a visit, unless the
 * site is on the home screen (issue #59). So a page that is gone says why it may be, and how to
 * keep it; an installed app (known once hydrated) is spared the advice.
 */
function InstallKeepsSaved() {
  const hydrated = useHydrated();
  if (hydrated && isStandalone()) return null;
  return (
    <p className={frame.text}>
      Your browser may clear what a website saved on this device (Safari does after seven days without a
      visit). Add Lucky Dip to your home screen and it keeps your results and tickets:{' '}
      <NavLinkTo link={{ to: '/app' }} className={frame.anchor}>
        how to install Lucky Dip
      </NavLinkTo>
      .
    </p>
  );
}

/** A query waiting for a connection the device does not have (once the browser has said so). */
const paused = (query: { fetchStatus: string; data: unknown }) =>
  query.fetchStatus === 'paused' && query.data === undefined;

/**
 * Whether a query has nothing to show for want of a connection: it waits for one, or it failed
 * while the device is offline (a page opened offline fetches once, through the worker's cache),
 * or no answer came at all (the browser may think itself online on a network that reaches nothing).
 */
export function useWaitsOffline(query: {
  fetchStatus: string;
  data: unknown;
  isError: boolean;
  error: unknown;
}): boolean {
  const online = useOnline();
  return (
    paused(query) || (query.isError && query.data === undefined && (!online || isUnanswered(query.error)))
  );
}

/**
 * What a page shows while it loads: its skeleton, or, when what it loads waits for a connection the
 * device does not have (a loader's query paused offline), that it is not saved here.
 */
export function PendingPage() {
  const client = useQueryClient();
  const waiting = useSyncExternalStore(
    (notify) => client.getQueryCache().subscribe(notify),
    () =>
      client
        .getQueryCache()
        .getAll()
        .some((query) => paused(query.state)),
    () => false,
  );
  return waiting ? <NotSavedOffline page /> : <PageSkeleton />;
}
