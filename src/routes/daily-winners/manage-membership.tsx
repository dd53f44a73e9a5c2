import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { accountQueries } from '@/features/account/queries';
import { useCapability } from '@/features/capabilities/capability-gate';
import { GoPremium, JoinFreeButton, MembershipError } from '@/features/daily-winners/program-views';
import { benefitsAddress, membershipMutations, membershipQueries } from '@/features/daily-winners/queries';
import { shortDateTime } from '@/lib/draw-labels';
import { CustomerProgramPage } from '@/routes/daily-winners/-daily-winners-links';

/**
 * /daily-winners/manage-membership (spec 3 §2's further pages): the customer's membership, premium
 * (or more of it) from the wallet, the member benefits partner, and leaving.
 */
export const Route = createFileRoute('/daily-winners/manage-membership')({
  component: ManageMembershipPage,
});

function ManageMembershipPage() {
  return (
    <CustomerProgramPage
      title="Manage your Daily Winners membership"
      heading="Your membership"
      path="/daily-winners/manage-membership"
      customerId={Route.useRouteContext().visitor.customerId()}
      toDo="to see and manage your membership"
    >
      {(customerId) => <Membership customerId={customerId} />}
    </CustomerProgramPage>
  );
}

function Membership({ customerId }: { customerId: string }) {
  const queryClient = useQueryClient();
  const { data: config } = useSuspenseQuery(membershipQueries.config());
  const membership = useQuery(membershipQueries.membership(customerId));
  const customer = useQuery(accountQueries.customer(customerId));
  const change = useMutation(membershipMutations.change(queryClient, customerId));
  const leaveKey = useRef(crypto.randomUUID());
  const [confirmLeave, setConfirmLeave] = useState(false);
  const benefits = useMutation({
    mutationFn: benefitsAddress,
    onSuccess: ({ ssoUrl }) => window.location.assign(ssoUrl),
  });
  const premium = config.membershipTiers.find((tier) => tier.tier === 'premium');
  const canBuy = useCapability('membership_purchase');
  const canDeposit = useCapability('wallet_deposit');
  if (membership.isPending) return <Skeleton height={240} />;
  if (membership.isError) return <MembershipError error={membership.error} />;
  const { membershipTier: tier, membershipStatus: status, premiumUntil } = membership.data;
  return (
    <Stack gap="md">
      <Text>{config.manageMembership.text}</Text>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Text fw={700}>
            {tier === 'premium'
              ? `Premium member${premiumUntil ? ` until ${shortDateTime(premiumUntil)}` : ''}`
              : tier === 'free'
                ? 'Free member'
                : 'Not a member'}
          </Text>
          {status === 'pending-deposit' && (
            <Alert color="blue" role="status">
              Your premium membership starts once your deposit is complete.
            </Alert>
          )}
          {tier === null && status !== 'pending-deposit' && <JoinFreeButton customerId={customerId} />}
          {premium && canBuy && status !== 'pending-deposit' && (
            <GoPremium
              customerId={customerId}
              balance={customer.data?.balance}
              price={premium.price}
              canDeposit={canDeposit}
              label={tier === 'premium' ? 'Add 30 days of premium' : 'Go premium'}
            />
          )}
        </Stack>
      </Card>
      {tier !== null && (
        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              Member benefits
            </Title>
            <Text>
              {config.discounts.map((discount) => `${discount.partner}: ${discount.offer}`).join('. ')}.
            </Text>
            <Group>
              <Button variant="light" loading={benefits.isPending} onClick={() => benefits.mutate()}>
                Open my member benefits
              </Button>
            </Group>
            <MembershipError error={benefits.error} />
          </Stack>
        </Card>
      )}
      {tier !== null && (
        <Stack gap="xs" align="flex-start">
          {confirmLeave ? (
            <>
              <Text>
                Leave Daily Winners? Your entries in open giveaways go, and premium paid for is not refunded.
              </Text>
              <Group>
                <Button
                  color="red"
                  loading={change.isPending}
                  onClick={() => change.mutate({ tier: 'free', leave: true, key: leaveKey.current })}
                >
                  Leave Daily Winners
                </Button>
                <Button variant="default" onClick={() => setConfirmLeave(false)}>
                  Stay a member
                </Button>
              </Group>
            </>
          ) : (
            <Button variant="subtle" color="red" onClick={() => setConfirmLeave(true)}>
              Leave Daily Winners
            </Button>
          )}
          <MembershipError error={change.error} />
        </Stack>
      )}
    </Stack>
  );
}
