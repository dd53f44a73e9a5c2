import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '@/features/capabilities/route-gate';
import { CheckoutDepositReturn } from '@/routes/_customer/-wallet-pages';

/** /checkout/deposit/{depositId}/cancel (spec 3 §2): the customer turned back at the payment provider. */
export const Route = createFileRoute('/_customer/checkout/deposit/$depositId/cancel')({
  beforeLoad: ({ context }) => requireCapability(context, 'wallet_deposit'),
  component: function CheckoutDepositCancel() {
    const { customerId } = Route.useRouteContext();
    return (
      <CheckoutDepositReturn customerId={customerId} depositId={Route.useParams().depositId} cancelled />
    );
  },
});
