import type { LinkOptions } from '@tanstack/react-router';

/**
 * A link to one of the app's pages kept as a value (a list of links, a pager's page links), for
 * `NavLinkTo`'s `link`: its `to` is checked against the route tree; written with the router's
 * `linkOptions`, its params and search are checked too.
 */
export type AppLink = LinkOptions & Required<Pick<LinkOptions, 'to'>>;
