/**
 * Support and responsible-gambling pages as the content service names them, at their public
 * paths (as the footer links them). The root route has loaded the site content before any page
 * shows, so this never waits.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { contentQueries } from './queries';
import { publicPath } from '@/lib/route-paths';

export function useHelpLinks(): { support: string; responsibleGambling: string; terms: string } {
  const { footer, routePaths } = useSuspenseQuery(contentQueries.site()).data;
  return {
    support: publicPath(footer.supportUrl, routePaths),
    terms: publicPath(footer.termsUrl, routePaths),
    responsibleGambling: publicPath(footer.responsibleGamblingUrl, routePaths),
  };
}
