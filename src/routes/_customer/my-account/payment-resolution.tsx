import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '@/features/capabilities/route-gate';
import { PaymentResolutionScreen } from '@/features/recurring/payment-resolution';
import { RESOLUTION_STEPS, type ResolutionStep } from '@/features/recurring/payment-resolution.machine';
import { RecurringCardForm } from '@/features/wallet/recurring-card-form';
import { RecurringMethodPanel } from '@/features/wallet/recurring-method-panel';
import { AccountPageFrame, NeedsConnection } from '@/routes/_customer/-wallet-pages';

const isStep = (step: unknown): step is ResolutionStep =>
  (RESOLUTION_STEPS as readonly unknown[]).includes(step);

/**
 * /my-account/payment-resolution (spec 2 §3): what autoplay or a subscription could not buy, and
 * the steps to sort out how it is paid; linked from the notice that told the customer, the account
 * overview and the autoplay's own page. `?step=` opens at a step.
 */
export const Route = createFileRoute('/_customer/my-account/payment-resolution')({
  validateSearch: (search: { step?: string }): { step?: ResolutionStep } =>
    isStep(search.step) ? { step: search.step } : {},
  beforeLoad: ({ context }) => requireCapability(context, 'autoplay_manage'),
  component: function PaymentResolution() {
    const { customerId } = Route.useRouteContext();
    return (
      <AccountPageFrame title="Sort out a payment">
        <NeedsConnection>
          <PaymentResolutionScreen
            customerId={customerId}
            step={Route.useSearch().step}
            changeFund={(done) => <RecurringMethodPanel customerId={customerId} onSaved={done} />}
            addCard={(done) => <RecurringCardForm customerId={customerId} onReady={done} />}
          />
        </NeedsConnection>
      </AccountPageFrame>
    );
  },
});
