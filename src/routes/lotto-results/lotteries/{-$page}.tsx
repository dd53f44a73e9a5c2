import { createFileRoute } from '@tanstack/react-router';
import { pageParam } from '@/routes/-components/address-params';
import { ResultsListPage } from '@/routes/lotto-results/-results-list-page';

/** /lotto-results/lotteries[/{page}] (spec 2 §9): the lotteries' results, newest first, five to a page. */
export const Route = createFileRoute('/lotto-results/lotteries/{-$page}')({
  staticData: { offline: true },
  params: pageParam,
  component: function ResultsList() {
    return <ResultsListPage category="lottery" page={Route.useParams().page} />;
  },
});
