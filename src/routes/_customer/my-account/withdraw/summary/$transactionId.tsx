import { createFileRoute } from '@tanstack/react-router';
import { WithdrawalPage } from '@/routes/_customer/-wallet-pages';

/** /my-account/withdraw/summary/{transactionID} (spec 3 §2): a withdrawal's summary, by its reference. */
export const Route = createFileRoute('/_customer/my-account/withdraw/summary/$transactionId')({
  component: function WithdrawalSummary() {
    const { transactionId } = Route.useParams();
    return <WithdrawalPage customerId={Route.useRouteContext().customerId} withdrawalId={transactionId} />;
  },
});
