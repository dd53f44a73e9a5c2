/**
 * Daily Winners' pieces (issue 35): a giveaway's card (its art, prize, close, and what it says to
 * the customer by where they stand, spec 3 §4), a customer's entry with its unlock, the join
 * controls, and the paged lists of giveaways and of winners.
 */
import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { giveawayContent, tierEnters, type MembershipStanding } from '@contract/membership';
import type {
  CustomerMembership,
  Giveaway,
  GiveawayDraw,
  MembershipConfig,
  UpcomingDraw,
} from '@contract/schemas/membership';
import type { Money } from '@/api';
import type { AppLink } from '@/lib/app-link';
import { formatMoney } from '@/lib/money';
import { shortDateTime } from '@/lib/draw-labels';
import { formatCount } from '@/lib/site-locale';
import { CardSkeletons } from '@/ui/card-skeleton';
import { EmptyState } from '@/ui/empty-state';
import { GiftIcon } from '@/ui/list-icons';
import { NavLinkTo } from '@/ui/nav-link-to';
import { Pager } from '@/ui/pager';
import { membershipError, membershipMutations, type GiveawayPage } from './queries';

/** What a failed membership call says (spec 3 §8), when one failed. */
export function MembershipError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {membershipError(error)}
    </Alert>
  );
}

const NON_MEMBER: MembershipStanding = { status: 'non-member', tier: null };

/** Where a customer (or a visitor, a non-member) stands. */
export const standingOf = (membership: CustomerMembership | undefined): MembershipStanding =>
  membership ? { status: membership.membershipStatus, tier: membership.membershipTier } : NON_MEMBER;

const giveawayLink = (draw: Pick<GiveawayDraw, 'type' | 'number'>): AppLink => ({
  to: '/daily-winners/giveaways/$giveawayType/$drawNumber',
  params: { giveawayType: draw.type, drawNumber: draw.number },
});

/** The customer's entry and, for a free member whose entry is locked, the way to unlock it. */
function EntryLine({
  customerId,
  draw,
  entry,
  standing,
}: {
  customerId: string;
  draw: GiveawayDraw;
  entry: UpcomingDraw | undefined;
  standing: MembershipStanding;
}) {
  const queryClient = useQueryClient();
  const unlock = useMutation(membershipMutations.unlock(queryClient, customerId));
  if (!entry || draw.state !== 'DRAW_OPEN') return null;
  if (entry.entryStatus !== 'locked')
    return (
      <Text size="sm" fw={700} c="green.9">
        {entry.entryStatus === 'guaranteed' ? 'Guaranteed' : 'Unlocked'}: {entry.numberOfEntriesText}
      </Text>
    );
  if (standing.tier !== 'free' || !tierEnters(standing.tier, draw.type)) return null;
  return (
    <Stack gap={4}>
      <Button size="sm" loading={unlock.isPending} onClick={() => unlock.mutate(draw.drawId)}>
        Unlock my entry
      </Button>
      {unlock.isError && (
        <Text size="sm" c="red.8" role="alert">
          {membershipError(unlock.error)}
        </Text>
      )}
    </Stack>
  );
}

export function GiveawayCard({
  draw,
  config,
  standing,
  customerId,
  entry,
  headingLevel = 3,
}: {
  /** A drawn one says how many entries it was drawn from. */
  draw: GiveawayDraw & { entryCount?: number | null };
  config: MembershipConfig;
  standing: MembershipStanding;
  customerId?: string;
  entry?: UpcomingDraw;
  headingLevel?: 2 | 3;
}) {
  const content = giveawayContent(standing, draw);
  const locked = content === 'free-locked' || (content === 'join-premium' && draw.availability === 'premium');
  const image = locked ? draw.lockedContent.images.mobile : draw.images.mobile;
  return (
    <Card withBorder padding="md" radius="md">
      <Card.Section>
        <img
          src={image.imageUrl}
          alt={image.contentDescription}
          width={640}
          height={360}
          style={{ width: '100%', height: 'auto', display: 'block' }}
          loading="lazy"
        />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" gap="xs">
          <Badge variant="light">{draw.pill}</Badge>
          <Text size="sm" c="dimmed">
            {draw.state === 'DRAW_OPEN'
              ? `Closes ${shortDateTime(draw.closeTime)}`
              : `Drawn ${shortDateTime(draw.closeTime)}${draw.entryCount ? ` from ${formatCount(draw.entryCount)} entries` : ''}`}
          </Text>
        </Group>
        <Title order={headingLevel} size="h4">
          <NavLinkTo link={giveawayLink(draw)}>{draw.title}</NavLinkTo>
        </Title>
        <Text fw={700}>{draw.prize}</Text>
        <Text size="sm">{config.contentByStatus[content]}</Text>
        {customerId && <EntryLine customerId={customerId} draw={draw} entry={entry} standing={standing} />}
      </Stack>
    </Card>
  );
}

/** Join free (at once) for a signed-in non-member; premium is chosen on the tiers page. */
export function JoinFreeButton({ customerId, label = 'Join free' }: { customerId: string; label?: string }) {
  const queryClient = useQueryClient();
  const change = useMutation(membershipMutations.change(queryClient, customerId));
  // One key per intent: a double press or a retry after a lost answer joins once.
  const key = useRef(crypto.randomUUID());
  return (
    <Stack gap={4} align="flex-start">
      <Button loading={change.isPending} onClick={() => change.mutate({ tier: 'free', key: key.current })}>
        {label}
      </Button>
      <MembershipError error={change.error} />
    </Stack>
  );
}

/** A page of giveaways with their winners once drawn, nine to a page (spec 3 §9). */
export function GiveawayGrid({
  pages,
  config,
  customerId,
  membership,
  link,
  page,
  showWinners = false,
}: {
  /** The page's query, as the caller ran it. */
  pages: UseQueryResult<GiveawayPage>;
  config: MembershipConfig;
  /** The signed-in customer and their membership (with their entries in the giveaways open now). */
  customerId: string | undefined;
  membership: CustomerMembership | undefined;
  link: (page: number) => AppLink;
  page: number;
  showWinners?: boolean;
}) {
  const { data, isPending, isError } = pages;
  if (isPending) return <CardSkeletons count={3} body="picture" grid label="Loading giveaways" />;
  if (isError)
    return (
      <Alert color="red" role="alert">
        We could not load these giveaways. Check your connection and try again.
      </Alert>
    );
  if (data.items.length === 0)
    return (
      <EmptyState icon={<GiftIcon />} title="No giveaways here yet.">
        New giveaways are drawn every day: come back soon.
      </EmptyState>
    );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {data.items.map((giveaway) => (
          <Stack key={giveaway.drawId} gap="xs">
            <GiveawayCard
              draw={giveaway}
              config={config}
              standing={standingOf(membership)}
              customerId={customerId}
              entry={membership?.upcomingDraws.find((entry) => entry.drawId === giveaway.drawId)}
            />
            {showWinners && <WinnersOf giveaway={giveaway} />}
          </Stack>
        ))}
      </SimpleGrid>
      <Pager page={page} totalPages={data.pageInfo?.totalPages ?? 1} link={link} />
    </Stack>
  );
}

/** A drawn giveaway's winners; the customer's own win says so. */
export function WinnersOf({ giveaway }: { giveaway: Giveaway }) {
  if (giveaway.winners.length === 0) return null;
  return (
    <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {giveaway.winners.map((winner) => (
        <Text key={winner.rank} component="li" size="sm" fw={winner.isYou ? 700 : undefined}>
          {winner.winner}: {winner.prize}
          {winner.isYou ? ' (you)' : ''}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Premium from the wallet when it holds the price (charged once, whatever the presses); when it
 * does not, the way to deposit what it lacks.
 */
export function GoPremium({
  customerId,
  balance,
  price,
  canDeposit,
  label = 'Go premium',
}: {
  customerId: string;
  balance: Money | undefined;
  price: Money;
  /** The wallet-deposit capability: without it, no deposit is offered. */
  canDeposit: boolean;
  label?: string;
}) {
  const queryClient = useQueryClient();
  const change = useMutation(membershipMutations.change(queryClient, customerId));
  const key = useRef(crypto.randomUUID());
  if (balance === undefined) return <Skeleton height={36} width={200} />;
  if (balance.amount < price.amount)
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm">
          Your wallet holds {formatMoney(balance)}; premium costs {formatMoney(price)}.
        </Text>
        {canDeposit && <NavLinkTo to="/daily-winners/deposit">Deposit and go premium</NavLinkTo>}
      </Stack>
    );
  return (
    <Stack gap={4} align="flex-start">
      <Button loading={change.isPending} onClick={() => change.mutate({ tier: 'premium', key: key.current })}>
        {label}: {formatMoney(price)} from my wallet
      </Button>
      <MembershipError error={change.error} />
    </Stack>
  );
}
