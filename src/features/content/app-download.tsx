/** Native app download buttons (shown only with the native-app capability). */
import { useQuery } from '@tanstack/react-query';
import frame from '@/ui/frame.module.css';
import { storeLinks } from './footer';
import { contentQueries } from './queries';

export function AppDownload() {
  const { data: site } = useQuery(contentQueries.site());
  const links = site ? storeLinks(site.appStoreLinks) : [];
  if (links.length === 0) return null;
  return (
    <section className={`${frame.paper} ${frame.roomy}`} aria-labelledby="app-heading">
      <h2 className={`${frame.title} ${frame.h4}`} id="app-heading">
        Get the Lucky Dip app
      </h2>
      <p className={`${frame.small} ${frame.spaced}`}>
        Check results and get winning alerts wherever you are.
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
      </div>
    </section>
  );
}
