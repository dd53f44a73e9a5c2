import { Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { requireCapability } from '../../features/capabilities/route-gate';
import { SitePageMeta } from '../../features/config/site-page-meta';
import { partyQueries } from '../../features/lotto-party/queries';
import { NavLinkTo } from '../../ui/nav-link-to';
import { useJoinSession } from '../-components/use-join-session';

const CreateGroupModal = lazy(() =>
  import('../../features/lotto-party/create-group-modal').then((module) => ({
    default: module.CreateGroupModal,
  })),
);

/**
 * /lotto-party (spec 3 §2, open, social syndicates): what a Lotto Party is, the customer's groups,
 * and starting one (the creation modal, which also opens from the navigation's `?create=1`).
 */
export const Route = createFileRoute('/lotto-party/')({
  beforeLoad: ({ context }) => requireCapability(context, 'social_syndicates'),
  validateSearch: (search: Record<string, unknown>): { create?: boolean } =>
    search.create === true || search.create === '1' || search.create === 1 ? { create: true } : {},
  component: LottoPartyPage,
});

function LottoPartyPage() {
  const { visitor } = Route.useRouteContext();
  const customerId = visitor.customerId();
  const { create } = Route.useSearch();
  const [opened, setOpened] = useState(Boolean(create));
  const { join, toCheckout } = useJoinSession(customerId);
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Lotto Party" path="/lotto-party" />
      <Stack gap="md">
        <Title order={1}>Lotto Party</Title>
        <Text>
          Play a bigger ticket with friends, family or workmates. Start a group, choose a draw and split the
          ticket into shares: everyone buys their shares, and any prize is split by shares straight into each
          wallet.
        </Text>
        {customerId ? (
          <>
            <Group>
              <Button onClick={() => setOpened(true)}>Start a Lotto Party</Button>
            </Group>
            <MyGroups customerId={customerId} />
            {opened && (
              <Suspense fallback={null}>
                <CreateGroupModal
                  customerId={customerId}
                  pricingId={visitor.pricingId() ?? 'standard'}
                  opened={opened}
                  onClose={() => setOpened(false)}
                  onJoin={join}
                  onJoined={toCheckout}
                />
              </Suspense>
            )}
          </>
        ) : (
          <Text>
            <NavLinkTo href="/login?redirect=%2Flotto-party">Log in</NavLinkTo> to start a Lotto Party or see
            your groups.
          </Text>
        )}
      </Stack>
    </Container>
  );
}

function MyGroups({ customerId }: { customerId: string }) {
  const groups = useQuery(partyQueries.groups(customerId, 1));
  if (groups.isPending) return <Skeleton height={80} />;
  if (groups.isError) return <Text>Your groups could not be loaded. Try again in a moment.</Text>;
  if (groups.data.result.length === 0) return <Text>You are not in a Lotto Party group yet.</Text>;
  return (
    <Stack gap="xs" component="section" aria-labelledby="my-groups">
      <Title order={2} size="h3" id="my-groups">
        Your groups
      </Title>
      {groups.data.result.map((group) => (
        <Card key={group.id} withBorder padding="sm">
          <Text fw={700}>{group.groupName}</Text>
          <Text size="sm">
            {group.memberCount} {group.memberCount === 1 ? 'member' : 'members'} · organised by{' '}
            {group.isOrganiser ? 'you' : group.organiserName}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
