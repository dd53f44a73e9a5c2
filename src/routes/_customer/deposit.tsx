import { createFileRoute } from '@tanstack/react-router';
import { DepositPage } from '@/routes/_customer/-wallet-pages';

/** /deposit (spec 1 §2): the deposit page, also at /my-account/deposit. */
export const Route = createFileRoute('/_customer/deposit')({
  component: function Deposit() {
    const { customerId } = Route.useRouteContext();
    return <DepositPage customerId={customerId} />;
  },
});
