/**
 * Links that navigate in the app through the router but render plain anchors: the footer and menus
 * render dozens of them, and the router's own Link subscribes each one to every location change,
 * which costs the first paint far more than these links need.
 *
 * `NavLinkTo` links to one of the app's pages, typed like the router's Link (`to` is a route's
 * path, `params` and `search` what that route takes), so renaming a route fails the type check.
 * `ContentLink` is for addresses the app does not write: the content service's pages and menus,
 * the server's notification links, other sites (a new tab). Both carry the public address (the
 * router's rewrite: route-path overrides).
 */
import {
  useRouter,
  type LinkOptions,
  type LocationRewrite,
  type RegisteredRouter,
  type ValidateLinkOptions,
} from '@tanstack/react-router';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import type { AppLink } from '@/lib/app-link';

/** Addresses on another site open in a new tab. */
function isExternal(url: string): boolean {
  return /^https?:\/\//.test(url);
}

/** A route's own path as the public address the router writes for it. */
function rewrittenPath(rewrite: LocationRewrite | undefined, path: string): string {
  const written = rewrite?.output?.({ url: new URL(path, 'http://app.invalid') });
  if (written === undefined) return path;
  const url = typeof written === 'string' ? new URL(written, 'http://app.invalid') : written;
  return `${url.pathname}${url.search}${url.hash}`;
}

type AnchorProps = Omit<ComponentPropsWithRef<'a'>, 'href' | 'target' | 'rel'>;

function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** An anchor the router follows on a plain click: `go` navigates. */
function RoutedAnchor({ href, go, onClick, ...anchor }: AnchorProps & { href: string; go: () => void }) {
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        go();
      }}
    />
  );
}

type LinkProps = (Pick<LinkOptions, 'to' | 'params' | 'search' | 'hash'> | { link: AppLink }) & AnchorProps;

function splitLink(props: LinkProps): [LinkOptions, AnchorProps] {
  if ('link' in props) {
    const { link, ...anchor } = props;
    return [link, anchor];
  }
  const { to, params, search, hash, ...anchor } = props;
  return [{ to, params, search, hash }, anchor];
}

export function NavLinkTo<TOptions>(
  props: ValidateLinkOptions<RegisteredRouter, TOptions> & { children?: ReactNode },
): ReactNode;
// Last, so that Mantine's `component={NavLinkTo}` takes it: a link through a Mantine component is
// written with `linkOptions`, which checks its params (the generic form above cannot, through it).
export function NavLinkTo(props: { link: AppLink } & AnchorProps): ReactNode;
export function NavLinkTo(props: LinkProps): ReactNode {
  const router = useRouter();
  const [link, anchor] = splitLink(props);
  return (
    <RoutedAnchor
      {...anchor}
      href={router.buildLocation(link).publicHref}
      go={() => void router.navigate(link)}
    />
  );
}

/** An address the app does not write itself: a content-service page, a server's link, another site. */
export function ContentLink({ href, ...anchor }: AnchorProps & { href: string }) {
  const router = useRouter();
  if (isExternal(href)) return <a {...anchor} href={href} target="_blank" rel="noopener noreferrer" />;
  const publicHref = rewrittenPath(router.rewrite, href);
  return <RoutedAnchor {...anchor} href={publicHref} go={() => void router.navigate({ href: publicHref })} />;
}
