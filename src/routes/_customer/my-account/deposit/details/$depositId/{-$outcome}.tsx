import { createFileRoute, notFound } from '@tanstack/react-router';
import { DepositResultPage } from '@/routes/_customer/-wallet-pages';

/**
 * /my-account/deposit/details/{id}[/success|/failure] (spec 3 §2). The suffix only says where the
 * customer came from: the page shows what the server recorded.
 */
export const Route = createFileRoute('/_customer/my-account/deposit/details/$depositId/{-$outcome}')({
  beforeLoad: ({ params }) => {
    if (params.outcome !== undefined && params.outcome !== 'success' && params.outcome !== 'failure')
      throw notFound();
  },
  component: function DepositDetails() {
    const { customerId } = Route.useRouteContext();
    const { depositId } = Route.useParams();
    return <DepositResultPage customerId={customerId} depositId={depositId} />;
  },
});
