import { createFileRoute } from '@tanstack/react-router';
import { PaymentResolutionScreen } from '@/features/recurring/payment-resolution';
import { RecurringCardForm } from '@/features/wallet/recurring-card-form';
import { RecurringMethodPanel } from '@/features/wallet/recurring-method-panel';
import { AccountPageFrame, NeedsConnection } from '@/routes/_customer/-wallet-pages';

/**
 * /my-account/payment-resolution (spec 2 §3): what autoplay or a subscription could not buy, and
 * the steps to sort out how it is paid; linked from the notice that told the customer, the account
 * overview and the autoplay's own page.
 */
export const Route = createFileRoute('/_customer/my-account/payment-resolution')({
  component: function PaymentResolution() {
    const { customerId } = Route.useRouteContext();
    return (
      <AccountPageFrame title="Sort out a payment">
        <NeedsConnection>
          <PaymentResolutionScreen
            customerId={customerId}
            changeFund={(done) => <RecurringMethodPanel customerId={customerId} onSaved={done} />}
            addCard={(done) => <RecurringCardForm customerId={customerId} onReady={done} />}
          />
        </NeedsConnection>
      </AccountPageFrame>
    );
  },
});
