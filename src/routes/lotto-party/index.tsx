import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { GroupsList } from '@/features/lotto-party/party-views';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useJoinSession } from '@/routes/lotto-party/-use-join-session';
import { PublicParties } from '@/routes/lotto-party/-public-parties';

const CreateGroupModal = lazy(() =>
  import(/* online-only */ '@/features/lotto-party/create-group-modal').then((module) => ({
    default: module.CreateGroupModal,
  })),
);

/**
 * /lotto-party (spec 3 §2, open, social syndicates): what a Lotto Party is, the customer's groups,
 * the public parties anyone can join, and starting one (the creation modal, which also opens from
 * the navigation's `?create=1`).
 */
export const Route = createFileRoute('/lotto-party/')({
  validateSearch: (search: Record<string, unknown>): { create?: boolean } => ({
    create: Boolean(search.create) || undefined,
  }),
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
      <SitePageMeta title="Lotto Party" />
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
            <Title order={2} size="h3">
              Your groups
            </Title>
            <GroupsList customerId={customerId} page={1} />
            <PublicParties customerId={customerId} />
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
            <NavLinkTo to="/login" search={{ redirect: '/lotto-party' }}>
              Log in
            </NavLinkTo>{' '}
            to start a Lotto Party or see your groups.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
