import { createFileRoute } from '@tanstack/react-router';
import { WithdrawalPage } from '@/routes/_customer/-wallet-pages';

/** /my-account/withdraw/details/{withdrawID} (spec 3 §2). */
export const Route = createFileRoute('/_customer/my-account/withdraw/details/$withdrawId')({
  component: function WithdrawalDetails() {
    const { withdrawId } = Route.useParams();
    return <WithdrawalPage customerId={Route.useRouteContext().customerId} withdrawalId={withdrawId} />;
  },
});
