import { createFileRoute } from '@tanstack/react-router';
import { TakeABreakPage } from '@/features/account/take-a-break-page';
import { AccountPageFrame } from '@/routes/_customer/-wallet-pages';

/** /my-account/take-a-break (issue 38, point 13): a break from play, beside the spend limits. */
export const Route = createFileRoute('/_customer/my-account/take-a-break')({
  component: function TakeABreak() {
    return (
      <AccountPageFrame title="Take a break">
        <TakeABreakPage customerId={Route.useRouteContext().customerId} />
      </AccountPageFrame>
    );
  },
});
