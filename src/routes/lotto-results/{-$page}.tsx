import { createFileRoute } from '@tanstack/react-router';
import { pageParam } from '@/routes/-components/address-params';
import { ResultsListPage } from '@/routes/lotto-results/-results-list-page';

/** /lotto-results[/{page}] (spec 2 §9): every game's results, newest first, five to a page. */
export const Route = createFileRoute('/lotto-results/{-$page}')({
  staticData: { offline: true },
  params: pageParam,
  component: function ResultsList() {
    return <ResultsListPage page={Route.useParams().page} />;
  },
});
