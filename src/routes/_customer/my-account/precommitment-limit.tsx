import { createFileRoute } from '@tanstack/react-router';
import { PrecommitmentPage } from '@/routes/_customer/-wallet-pages';

/** /my-account/precommitment-limit (spec 3 §2): the most the customer will lose in any 30 days. */
export const Route = createFileRoute('/_customer/my-account/precommitment-limit')({
  component: function Precommitment() {
    return <PrecommitmentPage customerId={Route.useRouteContext().customerId} />;
  },
});
