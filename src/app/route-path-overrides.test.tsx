import {
  Link,
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContentLink, NavLinkTo } from '@/ui/nav-link-to';
import { movedTo, routePathRewrite, type RoutePaths } from '@/lib/route-paths';

const OVERRIDES: RoutePaths = { '/about/contact-us': '/contact' };

/**
 * The app's arrangement in small: the router reads addresses through the overrides, and the root
 * loader, where the site settings arrive, sends a location elsewhere when they say so. `known`
 * says whether the settings are on the device before the first address is read.
 */
function renderAt(path: string, known: boolean) {
  let overrides: RoutePaths = known ? OVERRIDES : {};
  const root = createRootRoute({
    loader: ({ location }) => {
      overrides = OVERRIDES;
      const moved = movedTo(location, overrides);
      if (moved !== undefined) throw redirect({ href: moved, replace: true });
    },
    component: Outlet,
  });
  // A route tree of its own: the app's registered routes do not type this test's links.
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => (
      <>
        <ContentLink href="/about/contact-us">Contact (anchor)</ContentLink>
        <NavLinkTo link={{ to: '/about/contact-us' as '/' }}>Contact (typed anchor)</NavLinkTo>
        <Link to={'/about/contact-us' as '/'}>Contact (router link)</Link>
      </>
    ),
  });
  const contact = createRoute({
    getParentRoute: () => root,
    path: '/about/contact-us',
    component: () => <h1>Contact us</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, contact]),
    history: createMemoryHistory({ initialEntries: [path] }),
    rewrite: routePathRewrite(() => overrides),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('route-path overrides in the router', () => {
  it('serve the page at its public address', async () => {
    const router = renderAt('/contact', true);
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeTruthy();
    expect(router.history.location.pathname).toBe('/contact');
  });

  it('read a first visit’s address again once the settings arrive', async () => {
    const router = renderAt('/contact/', false);
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeTruthy();
    expect(router.history.location.pathname).toBe('/contact/');
  });

  it('move the original address to the public one, keeping the query', async () => {
    const router = renderAt('/about/contact-us?from=mail', true);
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeTruthy();
    expect(router.history.location.pathname).toBe('/contact');
    expect(router.history.location.search).toBe('?from=mail');
  });

  it('write every link with the public address, and follow it', async () => {
    const router = renderAt('/', true);
    const anchor = await screen.findByRole('link', { name: 'Contact (anchor)' });
    expect(anchor.getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Contact (typed anchor)' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Contact (router link)' }).getAttribute('href')).toBe('/contact');
    await userEvent.click(anchor);
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeTruthy();
    expect(router.history.location.pathname).toBe('/contact');
  });

  it('leave other addresses alone', () => {
    expect(movedTo({ publicHref: '/about/privacy', pathname: '/about/privacy' }, OVERRIDES)).toBeUndefined();
    expect(movedTo({ publicHref: '/contact', pathname: '/about/contact-us' }, OVERRIDES)).toBeUndefined();
  });
});
