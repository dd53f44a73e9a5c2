/**
 * Spec 1 §2's fallback error panel. Part of the first page's code, unlike the other error pages:
 * it is what shows when a page's code, or the error page's own, cannot be fetched (offline with no
 * service worker to serve it). Reload page reloads the page, the one retry that fetches it again.
 */
import type { ReactNode } from 'react';
import { ERROR_TEXTS, type ErrorTexts } from './error-texts';
import frame from './frame.module.css';
import { NavLinkTo } from './nav-link-to';

/** An error page's frame: its title, heading and text, then what the page offers. */
export function ErrorPanel({ texts, children }: { texts: ErrorTexts; children?: ReactNode }) {
  return (
    <section className={`${frame.container} ${frame.containerSm}`} aria-labelledby="error-heading">
      {/* The page it replaces took its title along (React hoists and removes it). */}
      <title>{texts.heading}</title>
      <div className={frame.stack} style={{ alignItems: 'flex-start' }}>
        <h1 className={frame.title} id="error-heading">
          {texts.heading}
        </h1>
        <p className={frame.large}>{texts.body}</p>
        {children}
      </div>
    </section>
  );
}

export function FallbackPanel() {
  return (
    <ErrorPanel texts={ERROR_TEXTS.fallback}>
      <NavLinkTo to="/" className={frame.anchor}>
        Homepage
      </NavLinkTo>
      <button type="button" className={frame.button} onClick={() => window.location.reload()}>
        Reload page
      </button>
    </ErrorPanel>
  );
}
