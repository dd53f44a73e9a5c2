import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '@/features/capabilities/route-gate';
import { WithdrawPage } from '@/routes/_customer/-wallet-pages';

/** /my-account/withdraw (spec 3 §2): prize funds to a bank account, after the password again. */
export const Route = createFileRoute('/_customer/my-account/withdraw/')({
  beforeLoad: ({ context }) => requireCapability(context, 'wallet_withdrawal'),
  component: function Withdraw() {
    return <WithdrawPage customerId={Route.useRouteContext().customerId} />;
  },
});
