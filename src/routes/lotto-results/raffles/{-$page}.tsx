import { createFileRoute } from '@tanstack/react-router';
import { pageParam } from '@/routes/-components/address-params';
import { ResultsListPage } from '@/routes/lotto-results/-results-list-page';

/** /lotto-results/raffles[/{page}] (spec 2 §9): the raffles' results, newest first, five to a page. */
export const Route = createFileRoute('/lotto-results/raffles/{-$page}')({
  staticData: { offline: true },
  params: pageParam,
  component: function ResultsList() {
    return <ResultsListPage category="raffle" page={Route.useParams().page} />;
  },
});
