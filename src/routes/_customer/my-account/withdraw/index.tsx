import { createFileRoute } from '@tanstack/react-router';
import { WithdrawPage } from '@/routes/_customer/-wallet-pages';

/** /my-account/withdraw (spec 3 §2): prize funds to a bank account, after the password again. */
export const Route = createFileRoute('/_customer/my-account/withdraw/')({
  component: function Withdraw() {
    return <WithdrawPage customerId={Route.useRouteContext().customerId} />;
  },
});
