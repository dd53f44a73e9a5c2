import { createFileRoute } from '@tanstack/react-router';
import { useCapability } from '@/features/capabilities/capability-gate';
import { SpendLimitsPage } from '@/routes/_customer/-wallet-pages';

/** /my-account/spend-limits (spec 3 §2): spend and deposit limits, and spending over time. */
export const Route = createFileRoute('/_customer/my-account/spend-limits')({
  component: function SpendLimits() {
    const depositLimits = useCapability('deposit_limits');
    return <SpendLimitsPage customerId={Route.useRouteContext().customerId} depositLimits={depositLimits} />;
  },
});
