/**
 * Pre-orders (spec 2 §1, §2, §4, under /my-account): a raffle ticket ordered for a draw not yet
 * open, paid and ticketed when it opens. Listed with the customer's recurring purchases, one in
 * full with its cancel (confirmed) until its draw opens; a cancelled one leaves the device.
 */
import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ScheduledPurchase } from '@contract/schemas/shop';
import { ApiError, GENERIC_ERROR_MESSAGE, isNotFound } from '@/api';
import type { AppLink } from '@/lib/app-link';
import { longDrawDate } from '@/lib/draw-labels';
import { formatMoney } from '@/lib/money';
import { ConfirmedCancel } from '@/ui/confirmed-cancel';
import { ErrorAlert } from '@/ui/error-alert';
import { NotSavedOffline, useWaitsOffline } from '@/ui/not-saved-offline';
import { NavLinkTo } from '@/ui/nav-link-to';
import { CardSkeletons } from '@/ui/card-skeleton';
import { EmptyState } from '@/ui/empty-state';
import { CalendarIcon } from '@/ui/list-icons';
import { SavedLabel } from '@/ui/saved-label';
import { useOnline } from '@/ui/use-online';
import { recurringCalls, recurringQueries } from './queries';

export const scheduledLink = (id: string): AppLink => ({
  to: '/my-account/scheduled-purchases/$id',
  params: { id },
});

const STATUS: Record<ScheduledPurchase['status'], { label: string; color: string }> = {
  active: { label: 'Waiting for its draw', color: 'blue.8' },
  purchased: { label: 'Bought', color: 'teal.9' },
  failed: { label: 'Not bought', color: 'red.9' },
  cancelled: { label: 'Cancelled', color: 'dark.5' },
};

/** What happens to it, in the customer's words. */
function whatHappens(scheduled: ScheduledPurchase): string {
  const draw = `draw ${scheduled.drawNo}, ${longDrawDate(scheduled.drawDate)}`;
  switch (scheduled.status) {
    case 'active':
      return `Paid from your wallet (${formatMoney(scheduled.amount)}) and ticketed when sales for ${draw} open.`;
    case 'purchased':
      return `Paid and ticketed for ${draw}.`;
    case 'failed':
      return `Not bought for ${draw}: ${scheduled.message ?? 'it could not be paid.'} Nothing was charged.`;
    case 'cancelled':
      return 'Cancelled. Nothing was charged.';
  }
}

function ScheduledCard({ scheduled }: { scheduled: ScheduledPurchase }) {
  const status = STATUS[scheduled.status];
  return (
    <Card withBorder padding="md" component="article">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <NavLinkTo link={scheduledLink(scheduled.encodedId)} style={{ fontWeight: 700 }}>
            {scheduled.description}
          </NavLinkTo>
          <Badge color={status.color}>{status.label}</Badge>
        </Group>
        <Text size="sm">{whatHappens(scheduled)}</Text>
      </Stack>
    </Card>
  );
}

export function ScheduledList({ customerId, savedOnly }: { customerId: string; savedOnly: boolean }) {
  const query = useQuery({ ...recurringQueries.scheduled(customerId), enabled: !savedOnly });
  if (query.data === undefined) {
    if (savedOnly) return <Text>This device has no saved copy of your pre-orders.</Text>;
    return query.isError ? (
      <ErrorAlert message={GENERIC_ERROR_MESSAGE} />
    ) : (
      <CardSkeletons label="Loading your pre-orders" />
    );
  }
  return (
    <Stack gap="md">
      <SavedLabel query={query} kept={savedOnly} />
      {query.data.length === 0 ? (
        <EmptyState
          icon={<CalendarIcon />}
          title="You have no pre-orders."
          action={<NavLinkTo to="/charity-tickets">Find a raffle</NavLinkTo>}
        >
          A raffle draw that is not open yet can be pre-ordered from its page.
        </EmptyState>
      ) : (
        query.data.map((scheduled) => <ScheduledCard key={scheduled.encodedId} scheduled={scheduled} />)
      )}
    </Stack>
  );
}

function CancelControl({ customerId, scheduled }: { customerId: string; scheduled: ScheduledPurchase }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const online = useOnline();
  const cancel = useMutation({
    mutationFn: recurringCalls(queryClient, customerId).cancelScheduled,
    // The server's "Pre-order cancelled" is the toast; the pre-order has left this device.
    onSuccess: () => void navigate({ to: '/my-account/recurring-purchases/{-$page}', params: { page: 1 } }),
  });
  if (scheduled.status !== 'active') return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="pre-order-cancel">
      <Stack gap="sm">
        <Title order={2} size="h4" id="pre-order-cancel">
          Cancel
        </Title>
        <ConfirmedCancel
          label="Cancel pre-order"
          question="Cancel this pre-order? Nothing has been charged, and nothing will be."
          confirmLabel="Yes, cancel the pre-order"
          pending={cancel.isPending}
          disabled={!online}
          onConfirm={() => cancel.mutate(scheduled.encodedId)}
        />
        {cancel.isError && (
          <ErrorAlert
            message={cancel.error instanceof ApiError ? cancel.error.message : GENERIC_ERROR_MESSAGE}
          />
        )}
        {!online && <Text size="sm">You are offline: it can be cancelled once you are back online.</Text>}
      </Stack>
    </Card>
  );
}

export function ScheduledDetail({
  customerId,
  id,
  savedOnly,
}: {
  customerId: string;
  id: string;
  savedOnly: boolean;
}) {
  const query = useQuery({ ...recurringQueries.scheduledPurchase(customerId, id), enabled: !savedOnly });
  const notSaved = useWaitsOffline(query);
  if (query.data === undefined) {
    if (savedOnly) return <Text>This device has no saved copy of this pre-order.</Text>;
    if (notSaved) return <NotSavedOffline />;
    if (!query.isError) return <Skeleton height={160} radius="md" />;
    const missing = isNotFound(query.error);
    return <ErrorAlert message={missing ? 'There is no such pre-order.' : GENERIC_ERROR_MESSAGE} />;
  }
  const scheduled = query.data;
  const status = STATUS[scheduled.status];
  return (
    <Stack gap="md">
      <SavedLabel query={query} kept={savedOnly} />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1}>{scheduled.description}</Title>
        <Badge color={status.color}>{status.label}</Badge>
      </Group>
      {scheduled.status === 'failed' ? (
        <Alert color="red" title="We could not buy this pre-order" role="alert">
          {whatHappens(scheduled)}
        </Alert>
      ) : (
        <Text>{whatHappens(scheduled)}</Text>
      )}
      {!savedOnly && <CancelControl customerId={customerId} scheduled={scheduled} />}
      <Group gap="md">
        <NavLinkTo to="/receipt/$checkoutId" params={{ checkoutId: scheduled.checkoutId }}>
          The order it came with
        </NavLinkTo>
        {scheduled.paidCheckoutId && (
          <NavLinkTo to="/receipt/$checkoutId" params={{ checkoutId: scheduled.paidCheckoutId }}>
            Its receipt
          </NavLinkTo>
        )}
        <NavLinkTo to="/$productOfferKey" params={{ productOfferKey: scheduled.offerUrl }}>
          This raffle's draws
        </NavLinkTo>
      </Group>
    </Stack>
  );
}
