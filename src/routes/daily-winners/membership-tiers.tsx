import { Badge, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { accountQueries } from '@/features/account/queries';
import { useCapability } from '@/features/capabilities/capability-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { GoPremium, JoinFreeButton } from '@/features/daily-winners/program-views';
import { membershipQueries } from '@/features/daily-winners/queries';
import { formatMoney } from '@/lib/money';
import { ProgramLinks } from '@/routes/daily-winners/-daily-winners-links';
import { NavLinkTo } from '@/ui/nav-link-to';
import { shortDateTime } from '@/lib/draw-labels';
import { useVisitor } from '@/ui/use-hydrated';

/**
 * /daily-winners/membership-tiers (spec 3 §2: membership program and membership purchase): free
 * and premium side by side, and joining either from where the customer stands.
 */
export const Route = createFileRoute('/daily-winners/membership-tiers')({
  component: MembershipTiersPage,
});

function MembershipTiersPage() {
  const customerId = useVisitor().customerId();
  const { data: config } = useSuspenseQuery(membershipQueries.config());
  const membership = useQuery({
    ...membershipQueries.membership(customerId ?? ''),
    enabled: Boolean(customerId),
  });
  const customer = useQuery({ ...accountQueries.customer(customerId ?? ''), enabled: Boolean(customerId) });
  const tier = membership.data?.membershipTier ?? null;
  const premium = config.membershipTiers.find((entry) => entry.tier === 'premium');
  const canDeposit = useCapability('wallet_deposit');
  return (
    <Container size="md" py="xl">
      <SitePageMeta
        title="Daily Winners: free and premium"
        description="Compare Daily Winners' free and premium memberships."
      />
      <Stack gap="lg">
        <Title order={1}>Free and premium</Title>
        <ProgramLinks current="/daily-winners/membership-tiers" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {config.membershipTiers.map((entry) => (
            <Card key={entry.tier} withBorder padding="lg" radius="md">
              <Stack gap="sm">
                <Title order={2} size="h3">
                  {entry.name} {tier === entry.tier && <Badge ml="xs">Your tier</Badge>}
                </Title>
                <Text fw={800} size="xl">
                  {entry.price.amount === 0 ? 'Free' : `${formatMoney(entry.price)} for ${entry.days} days`}
                </Text>
                <List spacing="xs">
                  {entry.benefits.map((benefit) => (
                    <List.Item key={benefit}>{benefit}</List.Item>
                  ))}
                </List>
                {!customerId ? (
                  <NavLinkTo to="/login" search={{ redirect: '/daily-winners/membership-tiers' }}>
                    Log in to join
                  </NavLinkTo>
                ) : !membership.data || membership.data.eligibility === 'ineligible' ? null : entry.tier ===
                  'free' ? (
                  tier === null &&
                  membership.data.membershipStatus !== 'pending-deposit' && (
                    <JoinFreeButton customerId={customerId} />
                  )
                ) : tier === 'premium' ? (
                  membership.data.premiumUntil && (
                    <Text size="sm">Premium until {shortDateTime(membership.data.premiumUntil)}.</Text>
                  )
                ) : membership.data.membershipStatus === 'pending-deposit' ? (
                  <Text size="sm">Your premium membership starts once your deposit is complete.</Text>
                ) : (
                  premium && (
                    <GoPremium
                      customerId={customerId}
                      balance={customer.data?.balance}
                      price={premium.price}
                      canDeposit={canDeposit}
                    />
                  )
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        {membership.data?.eligibility === 'ineligible' && (
          <Text>Daily Winners is not open to you while your account is on a break.</Text>
        )}
      </Stack>
    </Container>
  );
}
