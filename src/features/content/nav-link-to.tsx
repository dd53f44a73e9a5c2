/** A link to an internal route (client-side navigation) or an external site (new tab). */
import { Link } from '@tanstack/react-router';
import { forwardRef, type ReactNode } from 'react';
import { isExternal } from './navigation';

export const NavLinkTo = forwardRef<
  HTMLAnchorElement,
  { href: string; children?: ReactNode; className?: string }
>(function NavLinkTo({ href, children, className, ...rest }, ref) {
  if (isExternal(href)) {
    return (
      <a ref={ref} href={href} className={className} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link ref={ref} to={href} className={className} {...rest}>
      {children}
    </Link>
  );
});
