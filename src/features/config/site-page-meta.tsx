/**
 * Page metadata with the site-wide parts (site name, base URL, indexing switch) from configuration.
 * The canonical link is the matched route's address, built by the router from the route's path and
 * params (so it carries route-path overrides, and page 1 has no page segment); a page names only
 * the params its canonical address writes differently (an offer's own key for an alias). An open
 * page that opens offline is remembered on the device (src/lib/recent-pages.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useMatches, useRouter, type LinkOptions } from '@tanstack/react-router';
import { useEffect } from 'react';
import { rememberPage } from '@/lib/recent-pages';
import { PageMeta, type PageMetaProps } from '@/ui/page-meta';
import { retailerStructuredData } from '@/lib/structured-data';
import { configQueries } from './queries';

export function SitePageMeta({
  title,
  description,
  canonicalParams,
  article,
}: {
  title?: string;
  description?: string;
  /** Params the canonical address writes differently from the address the page was opened at. */
  canonicalParams?: Record<string, string | undefined>;
  article?: PageMetaProps['article'];
}) {
  const { data: config } = useQuery(configQueries.site());
  const publicPath = useCanonicalPath(canonicalParams);
  // An open page that opens offline is remembered, for the offline "not saved" page to offer: when
  // opened online, so its data is saved with it.
  const offline = useMatches({
    select: (matches) =>
      matches.at(-1)?.staticData.offline === true &&
      !matches.some((match) => match.routeId.startsWith('/_customer') || match.status !== 'success'),
  });
  useEffect(() => {
    if (offline && title && navigator.onLine) rememberPage({ path: publicPath, title });
  }, [offline, title, publicPath]);
  if (!config) return null;
  return (
    <PageMeta
      title={title}
      description={description}
      siteName={config.siteName}
      baseUrl={config.baseUrl}
      path={publicPath}
      disableIndexing={config.disableIndexing}
      image="/icons/icon-512.png"
      article={article}
    />
  );
}

/** The public address of the matched route with its params (and the page's overrides of them). */
function useCanonicalPath(overrides: Record<string, string | undefined> | undefined): string {
  const router = useRouter();
  return useMatches({
    select: (matches) => {
      const leaf = matches.at(-1);
      if (!leaf) return '/';
      // No search and no hash are given, so the public href is the address alone.
      return router.buildLocation({
        to: leaf.fullPath,
        params: { ...leaf.params, ...overrides },
      } as LinkOptions).publicHref;
    },
  });
}

/** The home page's schema.org data: the retailer and its website (src/lib/structured-data.ts). */
export function RetailerStructuredData() {
  const { data: config } = useQuery(configQueries.site());
  if (!config) return null;
  return (
    <script
      type="application/ld+json"
      // A data block built by retailerStructuredData, which escapes "<".
      dangerouslySetInnerHTML={{ __html: retailerStructuredData(config) }}
    />
  );
}
