import { createFileRoute } from '@tanstack/react-router';
import { CancelDepositPage } from '@/routes/_customer/-wallet-pages';

/** /my-account/deposit/{depositId}/cancel (spec 3 §2). */
export const Route = createFileRoute('/_customer/my-account/deposit/$depositId/cancel')({
  component: function CancelDeposit() {
    const { customerId } = Route.useRouteContext();
    return <CancelDepositPage customerId={customerId} depositId={Route.useParams().depositId} />;
  },
});
