import { createFileRoute } from '@tanstack/react-router';
import { pageNumber } from '@contract/paging';
import { requireCapability } from '@/features/capabilities/route-gate';
import { TransactionsPage } from '@/routes/-components/wallet-pages';

/** /my-account/transactions[/{page}] (spec 3 §2): the wallet's ledger, ten to a page. */
export const Route = createFileRoute('/_customer/my-account/transactions/{-$page}')({
  beforeLoad: ({ context }) => requireCapability(context, 'wallet_manage'),
  component: function Transactions() {
    return (
      <TransactionsPage
        customerId={Route.useRouteContext().customerId}
        page={pageNumber(Route.useParams().page)}
      />
    );
  },
});
