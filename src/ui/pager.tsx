/** Numbered pages as links (`/lotto-results/2`), so each page has an address and works offline. */
import { Group } from '@mantine/core';
import type { AppLink } from '@/lib/app-link';
import { NavLinkTo } from './nav-link-to';
import classes from './pager.module.css';

export function Pager({
  page,
  totalPages,
  link,
}: {
  page: number;
  totalPages: number;
  /** The link to page `page` of the list. */
  link: (page: number) => AppLink;
}) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav aria-label="Pages">
      <Group gap="xs" component="ul" className={classes.list}>
        {page > 1 && (
          <li>
            <NavLinkTo link={link(page - 1)} className={classes.link}>
              Previous
            </NavLinkTo>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span className={classes.current} aria-current="page">
                {number}
              </span>
            ) : (
              <NavLinkTo link={link(number)} className={classes.link}>
                {number}
              </NavLinkTo>
            )}
          </li>
        ))}
        {page < totalPages && (
          <li>
            <NavLinkTo link={link(page + 1)} className={classes.link}>
              Next
            </NavLinkTo>
          </li>
        )}
      </Group>
    </nav>
  );
}
