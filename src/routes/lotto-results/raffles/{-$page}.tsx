import { createFileRoute } from '@tanstack/react-router';
import { pageNumber } from '../../../../contract/paging';
import { ResultsListPage } from '../../-components/results-list-page';

/** /lotto-results/raffles[/{page}]: the raffles' latest results. */
export const Route = createFileRoute('/lotto-results/raffles/{-$page}')({
  component: function RaffleResults() {
    return <ResultsListPage category="raffle" page={pageNumber(Route.useParams().page)} />;
  },
});
