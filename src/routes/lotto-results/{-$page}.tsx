import { createFileRoute } from '@tanstack/react-router';
import { pageNumber } from '../../../contract/paging';
import { ResultsListPage } from '../-components/results-list-page';

/** /lotto-results[/{page}]: every game's latest result. */
export const Route = createFileRoute('/lotto-results/{-$page}')({
  component: function AllResults() {
    return <ResultsListPage page={pageNumber(Route.useParams().page)} />;
  },
});
