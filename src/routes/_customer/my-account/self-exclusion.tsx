import { createFileRoute } from '@tanstack/react-router';
import { SelfExclusionPage } from '@/features/account/take-a-break-page';
import { AccountPageFrame } from '@/routes/_customer/-wallet-pages';

/** /my-account/self-exclusion (issue 62, point 2): beside take a break, the longer, final pause. */
export const Route = createFileRoute('/_customer/my-account/self-exclusion')({
  component: function SelfExclusion() {
    return (
      <AccountPageFrame title="Self-exclusion">
        <SelfExclusionPage customerId={Route.useRouteContext().customerId} />
      </AccountPageFrame>
    );
  },
});
