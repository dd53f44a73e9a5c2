import { createFileRoute } from '@tanstack/react-router';
import { pageParam } from '@/routes/-components/address-params';
import { TransactionsPage } from '@/routes/_customer/-wallet-pages';

/** /my-account/transactions[/{page}] (spec 3 §2): the wallet's ledger, ten to a page. */
export const Route = createFileRoute('/_customer/my-account/transactions/{-$page}')({
  params: pageParam,
  component: function Transactions() {
    return <TransactionsPage customerId={Route.useRouteContext().customerId} page={Route.useParams().page} />;
  },
});
