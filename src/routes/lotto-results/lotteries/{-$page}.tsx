import { createFileRoute } from '@tanstack/react-router';
import { pageNumber } from '../../../../contract/paging';
import { ResultsListPage } from '../../-components/results-list-page';

/** /lotto-results/lotteries[/{page}]: the lotteries' latest results. */
export const Route = createFileRoute('/lotto-results/lotteries/{-$page}')({
  component: function LotteryResults() {
    return <ResultsListPage category="lottery" page={pageNumber(Route.useParams().page)} />;
  },
});
