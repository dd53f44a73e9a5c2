import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage, catalogueLoader } from '@/routes/-components/catalogue-page';

export const Route = createFileRoute('/lotto-tickets')({
  staticData: { offline: true },
  loader: catalogueLoader,
  component: () => (
    <CataloguePage
      catalogue="lotteries"
      title="Lotteries"
      intro="Australia’s official lotteries, bought for you. Pick your numbers or take a quick pick, play one draw or many, and keep your tickets with you."
    />
  ),
});
