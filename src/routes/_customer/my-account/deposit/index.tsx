import { createFileRoute } from '@tanstack/react-router';
import { DepositPage } from '@/routes/_customer/-wallet-pages';

/** /my-account/deposit (spec 3 §2): funding the wallet with a card, through 3-D Secure. */
export const Route = createFileRoute('/_customer/my-account/deposit/')({
  component: function MyAccountDeposit() {
    const { customerId } = Route.useRouteContext();
    return <DepositPage customerId={customerId} />;
  },
});
