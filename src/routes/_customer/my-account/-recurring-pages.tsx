/**
 * The pages of autoplay and subscriptions (spec 2 §2, under /my-account): the list a page at a
 * time and one in full. The two kinds' pages differ only in their words and addresses.
 */
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { RecurringPurchase, Subscription } from '@contract/schemas/recurring';
import { accountQueries } from '@/features/account/queries';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { findOffer } from '@/features/offers/catalogue';
import { offerQueries, offersFor } from '@/features/offers/queries';
import {
  autoplayListLink,
  RecurringDetail,
  RecurringList,
  subscriptionListLink,
} from '@/features/recurring/recurring-views';
import { SubscriptionSettings } from '@/features/recurring/subscription-settings';
import { customerPause } from '@/lib/play-pause';
import { TicketNumbers } from '@/ui/number-balls';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useVisitor } from '@/ui/use-hydrated';
import { SavedTicketsNotice } from '@/routes/_customer/my-account/-tickets-page';

const PAGES = {
  autoplay: {
    title: 'Autoplay',
    one: 'Your autoplay',
    intro: 'Tickets we buy for you for each draw, until you pause or cancel them.',
    list: autoplayListLink,
  },
  subscription: {
    title: 'Subscriptions',
    one: 'Your subscription',
    intro:
      'Your subscriptions to charity draws: we buy your tickets for every draw, until you pause or cancel them.',
    list: subscriptionListLink,
  },
} as const;

/** A subscription's settings, with what its offer sells from the catalogue. */
function SubscriptionSettingsFromOffer({
  customerId,
  subscription,
}: {
  customerId: string;
  subscription: Subscription;
}) {
  const visitor = useVisitor();
  const { data: offers } = useQuery(offersFor({ visitor }));
  const { data: causes } = useQuery(offerQueries.causes());
  const offer = offers && findOffer(offers.offers, subscription.productOfferKey);
  const choices =
    offers && causes
      ? {
          gameOffers: offer?.gameTypes.find((type) => type.key === subscription.gameType)?.gameOffers ?? [],
          causes: (offer?.causes ?? []).map((key) => ({
            key,
            name: causes.find((cause) => cause.key === key)?.name ?? key,
          })),
        }
      : undefined;
  return <SubscriptionSettings customerId={customerId} subscription={subscription} choices={choices} />;
}

/** During a break or self-exclusion the runner buys nothing: the pages say so before anything else. */
function PausedNotice({ customerId }: { customerId: string }) {
  const { data: customer } = useQuery(accountQueries.customer(customerId));
  const pause = customerPause(customer);
  if (!pause) return null;
  const what = pause.kind === 'break' ? 'You are taking a break' : 'You have excluded yourself from play';
  return (
    <Alert color="blue" role="status" title={pause.until === null ? what : `${what} until ${pause.until}`}>
      {pause.until === null
        ? 'Your autoplay and subscriptions buy no more tickets.'
        : 'Your autoplay and subscriptions buy no tickets until then, and carry on after it.'}
    </Alert>
  );
}

interface Signed {
  customerId: string;
  savedOnly: boolean;
}

export function RecurringListPage({
  kind,
  page,
  customerId,
  savedOnly,
}: Signed & { kind: RecurringPurchase['type']; page: number }) {
  const words = PAGES[kind];
  return (
    <Container size="md" py="xl">
      <SitePageMeta title={page > 1 ? `${words.title}, page ${page}` : words.title} />
      <Stack gap="lg">
        <Title order={1}>{words.title}</Title>
        <SavedTicketsNotice savedOnly={savedOnly} />
        <PausedNotice customerId={customerId} />
        <Text>
          {words.intro} <NavLinkTo to="/my-account">Back to my account</NavLinkTo>
        </Text>
        <RecurringList customerId={customerId} page={page} savedOnly={savedOnly} kind={kind} />
      </Stack>
    </Container>
  );
}

export function RecurringTicketPage({
  kind,
  id,
  customerId,
  savedOnly,
}: Signed & { kind: RecurringPurchase['type']; id: number }) {
  const words = PAGES[kind];
  return (
    <Container size="md" py="xl">
      <SitePageMeta title={words.one} />
      <Stack gap="md">
        <NavLinkTo link={words.list(1)}>
          <span aria-hidden="true">← </span>
          {words.title}
        </NavLinkTo>
        <SavedTicketsNotice savedOnly={savedOnly} />
        <PausedNotice customerId={customerId} />
        <RecurringDetail
          customerId={customerId}
          type={kind}
          id={id}
          savedOnly={savedOnly}
          numbers={(game) => <TicketNumbers game={game} winning={null} />}
          subscriptionSettings={(subscription) => (
            <SubscriptionSettingsFromOffer customerId={customerId} subscription={subscription} />
          )}
        />
      </Stack>
    </Container>
  );
}
