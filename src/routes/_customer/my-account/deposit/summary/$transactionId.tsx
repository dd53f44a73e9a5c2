import { createFileRoute } from '@tanstack/react-router';
import { DepositResultPage } from '@/routes/_customer/-wallet-pages';

/** /my-account/deposit/summary/{transactionID} (spec 3 §2): a deposit's summary, by its reference. */
export const Route = createFileRoute('/_customer/my-account/deposit/summary/$transactionId')({
  component: function DepositSummary() {
    const { customerId } = Route.useRouteContext();
    const { transactionId } = Route.useParams();
    return <DepositResultPage customerId={customerId} depositId={transactionId} title="Deposit summary" />;
  },
});
