/**
 * The home page's app section (native-app capability): the stores' badges the site's configuration
 * sets, or, with none, this site's own install (/app).
 */
import type { SiteConfig } from '@contract/schemas/site';
import frame from '@/ui/frame.module.css';
import { NavLinkTo } from '@/ui/nav-link-to';
import { storeLinks } from './footer';

export function AppDownload({ appStoreLinks }: { appStoreLinks: SiteConfig['appStoreLinks'] }) {
  const links = storeLinks(appStoreLinks);
  return (
    <section className={`${frame.paper} ${frame.roomy}`} aria-labelledby="app-heading">
      <h2 className={`${frame.title} ${frame.h4}`} id="app-heading">
        Get the Lucky Dip app
      </h2>
      <p className={`${frame.small} ${frame.spaced}`}>
        Check results, see your tickets and play wherever you are, online or offline.
      </p>
      <div className={`${frame.group} ${frame.gapSm}`}>
        {links.map((link) => (
          <a
            key={link.store}
            href={link.href}
            className={frame.button}
            data-variant="default"
            target="_blank"
            rel="noopener noreferrer"
          >
            {link.label}
          </a>
        ))}
        <NavLinkTo to="/app" className={frame.button} data-variant={links.length > 0 ? 'default' : undefined}>
          {links.length > 0 ? 'Or install it from this site' : 'Install the app'}
        </NavLinkTo>
      </div>
    </section>
  );
}
