/**
 * A link to an internal route or an external site (new tab). Internal links navigate in the app
 * through the router, but are plain anchors otherwise: the footer and menus render dozens of them,
 * and the router's own Link subscribes each one to every location change, which costs the first
 * paint far more than these links need. Like the router's links, they are written with the route's
 * path and carry its public address (the router's rewrite: route-path overrides).
 */
import { useRouter, type LocationRewrite } from '@tanstack/react-router';
import { forwardRef, type MouseEvent, type ReactNode } from 'react';

/** Addresses on another site open in a new tab. */
export function isExternal(url: string): boolean {
  return /^https?:\/\//.test(url);
}

/** A route's own path as the public address the router writes for it. */
export function rewrittenPath(rewrite: LocationRewrite | undefined, path: string): string {
  const written = rewrite?.output?.({ url: new URL(path, 'http://app.invalid') });
  if (written === undefined) return path;
  const url = typeof written === 'string' ? new URL(written, 'http://app.invalid') : written;
  return `${url.pathname}${url.search}${url.hash}`;
}

interface NavLinkToProps {
  href: string;
  children?: ReactNode;
  className?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export const NavLinkTo = forwardRef<HTMLAnchorElement, NavLinkToProps>(function NavLinkTo(
  { href, children, className, onClick, ...rest },
  ref,
) {
  const router = useRouter();
  if (isExternal(href)) {
    return (
      <a
        ref={ref}
        href={href}
        className={className}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        {...rest}
      >
        {children}
      </a>
    );
  }
  const publicHref = rewrittenPath(router.rewrite, href);
  return (
    <a
      ref={ref}
      href={publicHref}
      className={className}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        void router.navigate({ href: publicHref });
      }}
      {...rest}
    >
      {children}
    </a>
  );
});
