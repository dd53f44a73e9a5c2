import { createFileRoute } from '@tanstack/react-router';
import { DepositResultPage } from '@/routes/_customer/-wallet-pages';

/**
 * /my-account/deposit/authorisation/{depositID} (spec 3 §2): a deposit waiting for the bank's
 * authorisation, asked about until it settles.
 */
export const Route = createFileRoute('/_customer/my-account/deposit/authorisation/$depositId')({
  component: function DepositAuthorisation() {
    const { customerId } = Route.useRouteContext();
    const { depositId } = Route.useParams();
    return <DepositResultPage customerId={customerId} depositId={depositId} title="Deposit authorisation" />;
  },
});
