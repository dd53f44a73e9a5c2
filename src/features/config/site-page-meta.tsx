/**
 * Page metadata with the site-wide parts (site name, base URL, indexing switch) from configuration.
 * `path` is the route's own path; the canonical link carries its public address (overrides).
 */
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { rewrittenPath } from '@/ui/nav-link-to';
import { PageMeta } from '@/ui/page-meta';
import { retailerStructuredData } from '@/lib/structured-data';
import { configQueries } from './queries';

export function SitePageMeta({
  title,
  description,
  path,
}: {
  title?: string;
  description?: string;
  path: string;
}) {
  const { data: config } = useQuery(configQueries.site());
  const router = useRouter();
  if (!config) return null;
  return (
    <PageMeta
      title={title}
      description={description}
      siteName={config.siteName}
      baseUrl={config.baseUrl}
      path={rewrittenPath(router.rewrite, path)}
      disableIndexing={config.disableIndexing}
      image="/icons/icon-512.png"
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
