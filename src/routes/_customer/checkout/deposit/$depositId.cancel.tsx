import { createFileRoute } from '@tanstack/react-router';
import { CheckoutDepositReturn } from '@/routes/_customer/-wallet-pages';

/** /checkout/deposit/{depositId}/cancel (spec 3 §2): the customer turned back at the payment provider. */
export const Route = createFileRoute('/_customer/checkout/deposit/$depositId/cancel')({
  component: function CheckoutDepositCancel() {
    const { customerId } = Route.useRouteContext();
    return (
      <CheckoutDepositReturn customerId={customerId} depositId={Route.useParams().depositId} cancelled />
    );
  },
});
