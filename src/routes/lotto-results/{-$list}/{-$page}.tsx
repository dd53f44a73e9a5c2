import { createFileRoute } from '@tanstack/react-router';
import { pageNumber } from '@contract/paging';
import type { ResultCategory } from '@contract/schemas/results';
import { ResultsListPage } from '@/routes/-components/results-list-page';

const LISTS: Record<string, ResultCategory> = { lotteries: 'lottery', raffles: 'raffle' };

/**
 * The results lists: /lotto-results[/{page}] (every game), /lotto-results/lotteries[/{page}] and
 * /lotto-results/raffles[/{page}]. One route for the three keeps the entry's route table small.
 */
export const Route = createFileRoute('/lotto-results/{-$list}/{-$page}')({
  component: function ResultsLists() {
    const { list, page } = Route.useParams();
    const category = list === undefined ? undefined : LISTS[list];
    // /lotto-results/{page}: without a list, the first segment is the page of every game's results.
    return <ResultsListPage category={category} page={pageNumber(category === undefined ? list : page)} />;
  },
});
