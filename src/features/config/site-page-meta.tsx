/**
 * Page metadata with the site-wide parts (site name, base URL, indexing switch) from configuration.
 * `path` is the route's own path; the canonical link carries its public address (overrides). An
 * open page that opens offline is remembered on the device (src/lib/recent-pages.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { useMatches, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { rememberPage } from '@/lib/recent-pages';
import { rewrittenPath } from '@/ui/nav-link-to';
import { PageMeta, type PageMetaProps } from '@/ui/page-meta';
import { retailerStructuredData } from '@/lib/structured-data';
import { configQueries } from './queries';

export function SitePageMeta({
  title,
  description,
  path,
  article,
}: {
  title?: string;
  description?: string;
  path: string;
  article?: PageMetaProps['article'];
}) {
  const { data: config } = useQuery(configQueries.site());
  const router = useRouter();
  const publicPath = rewrittenPath(router.rewrite, path);
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
