import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage, catalogueLoader } from '@/routes/-components/catalogue-page';
import { SyndicateList } from '@/routes/-components/syndicate-list';

export const Route = createFileRoute('/social-play')({
  staticData: { offline: true },
  loader: catalogueLoader,
  component: () => (
    <CataloguePage
      catalogue="syndicates"
      title="Play together"
      intro="Join a syndicate and play a much bigger entry with other players. Your share of any prize is paid straight into your wallet."
    >
      <SyndicateList />
    </CataloguePage>
  ),
});
