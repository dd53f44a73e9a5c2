/** Page metadata with the site-wide parts (site name, base URL, indexing switch) from configuration. */
import { useQuery } from '@tanstack/react-query';
import { PageMeta } from '../../ui/page-meta';
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
  if (!config) return null;
  return (
    <PageMeta
      title={title}
      description={description}
      siteName={config.siteName}
      baseUrl={config.baseUrl}
      path={path}
      disableIndexing={config.disableIndexing}
      image="/icons/icon-512.png"
    />
  );
}
