/**
 * The content service's translated texts (spec 1 §6, §7: `/{locale}/items`, the site's locale) as
 * a content editor reads and changes them (PUT, editors only): an editor reads past every copy,
 * while visitors keep a page's SEO texts (./queries `seo`) as long as their cache policy says.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as endpoints from '@contract/endpoints/content';
import type { Translation, TranslationChange } from '@contract/schemas/content';
import { call } from '@/api/call';
import { customerKey } from '@/lib/customer-key';
import { SITE_LOCALE } from '@/lib/site-locale';
import { contentQueries } from './queries';

const editorsKey = (customerId: string) => [...customerKey(customerId), 'translations'] as const;

export const translationQueries = {
  /** Every translated text, as an editor reads them: never an old copy. */
  all: (customerId: string) =>
    queryOptions({
      queryKey: editorsKey(customerId),
      queryFn: (): Promise<Translation[]> =>
        call(endpoints.translations, { params: { locale: SITE_LOCALE }, query: {}, reload: true }),
      staleTime: 0,
    }),
};

export const translationMutations = {
  change: (customerId: string) =>
    mutationOptions({
      mutationFn: (change: TranslationChange) =>
        call(endpoints.changeTranslation, { params: { locale: SITE_LOCALE }, body: change, quiet: true }),
      onSuccess: async (_saved, change, _result, { client }) => {
        await client.invalidateQueries({ queryKey: editorsKey(customerId) });
        // The editor's own view of the page follows at once; visitors' within the cache's day.
        if (change.collection === 'pages')
          await client.invalidateQueries({ queryKey: contentQueries.seo(change.itemId).queryKey });
      },
    }),
};
