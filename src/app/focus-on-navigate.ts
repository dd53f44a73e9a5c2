/**
 * After a client-side navigation, keyboard focus moves to the new page's main heading, as GOV.UK's
 * frontend does (WCAG 2.4.3): left where it was, on <body> or a link of the header, a keyboard or
 * screen-reader user passed the header's fourteen stops on every page. A screen reader reads the
 * focused heading, which names the page. A page's first load, and a change of its search or hash
 * alone, move nothing; a page still loading its heading gives focus to its main area, and one
 * that has placed focus itself keeps it.
 */
import type { AnyRouter } from '@tanstack/react-router';

export function focusOnNavigate(router: AnyRouter): void {
  router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
    if (!fromLocation || !pathChanged) return;
    // A frame later: a drawer closed by the navigation hands focus back to its button first.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const main = document.getElementById('main');
        const target = main?.querySelector('h1') ?? main;
        // A page that placed focus itself (a code's first box) keeps it.
        const active = document.activeElement;
        if (!target || (active !== main && main?.contains(active))) return;
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      }),
    );
  });
}
