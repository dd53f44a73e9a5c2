import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage, catalogueLoader } from '@/routes/-components/catalogue-page';
import { SyndicateList } from '@/routes/-components/syndicate-list';

export const Route = createFileRoute('/syndicates')({
  staticData: { offline: true },
  loader: catalogueLoader,
  component: () => (
    <CataloguePage
      catalogue="syndicates"
      title="Syndicates"
      intro="A syndicate share is a piece of a big entry: many more games than you would buy alone, for the price of a few. Prizes are shared by the shares held."
    >
      <SyndicateList />
    </CataloguePage>
  ),
});
