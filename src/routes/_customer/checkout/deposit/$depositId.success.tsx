import { createFileRoute } from '@tanstack/react-router';
import { CheckoutDepositReturn } from '@/routes/_customer/-wallet-pages';

/** /checkout/deposit/{depositId}/success (spec 3 §2): a payment provider's return to checkout. */
export const Route = createFileRoute('/_customer/checkout/deposit/$depositId/success')({
  component: function CheckoutDepositSuccess() {
    const { customerId } = Route.useRouteContext();
    return (
      <CheckoutDepositReturn
        customerId={customerId}
        depositId={Route.useParams().depositId}
        cancelled={false}
      />
    );
  },
});
