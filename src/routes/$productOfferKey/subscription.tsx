import { Anchor, Button, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { subscriptionCalendarPath, TIMED_PAUSE } from '@contract/recurring-rules';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { gameTypeFor, gameTypeLink } from '@/features/offers/catalogue';
import { OfferHeader } from '@/features/offers/offer-header';
import { recurringQueries } from '@/features/recurring/queries';
import { subscriptionListLink } from '@/features/recurring/recurring-views';
import { longDrawDate } from '@/lib/draw-labels';
import { formatMoney } from '@/lib/money';
import { recurringLink } from '@/lib/recurring';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useVisitor } from '@/ui/use-hydrated';
import { requireOffer } from '@/routes/-components/offer-route';
import { SITE_CURRENCY } from '@/lib/site-locale';

/**
 * /{productOfferKey}/subscription (spec 2 §2): how a subscription product's subscription works,
 * what it costs, its coming draws with the calendar to print, and the way to subscribe (or to the
 * customer's own subscription to it).
 */
export const Route = createFileRoute('/$productOfferKey/subscription')({
  staticData: { offline: true },
  loader: async ({ context, params }) => {
    const offer = await requireOffer(context, params.productOfferKey);
    if (offer.recurringPurchase.type !== 'subscription') throw notFound();
    return offer;
  },
  component: SubscriptionPage,
});

/** The customer's own subscriptions to this offer, when signed in. */
function YourSubscription({ customerId, offerKey }: { customerId: string; offerKey: string }) {
  const { data } = useQuery(recurringQueries.subscriptions(customerId, 1));
  const theirs = data?.items.filter((item) => item.productOfferKey === offerKey) ?? [];
  if (theirs.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="your-subscription">
      <Stack gap="xs">
        <Title order={2} size="h4" id="your-subscription">
          You subscribe already
        </Title>
        {theirs.map((item) => (
          <NavLinkTo key={item.autoplayId} link={recurringLink(item)}>
            {item.description}: {formatMoney(item.price)} a draw
          </NavLinkTo>
        ))}
        <NavLinkTo link={subscriptionListLink(1)}>All your subscriptions</NavLinkTo>
      </Stack>
    </Card>
  );
}

function SubscriptionPage() {
  const offer = Route.useLoaderData();
  const customerId = useVisitor().customerId();
  const gameType = gameTypeFor(offer, 'subscriptions') ?? gameTypeFor(offer, undefined);
  const bundles = gameType?.gameOffers[0]?.prices ?? [];
  const currency = gameType?.gameOffers[0]?.priceCurrency ?? SITE_CURRENCY;
  return (
    <Container size="md" py="xl">
      <SitePageMeta title={`${offer.name} subscription`} canonicalParams={{ productOfferKey: offer.url }} />
      <Stack gap="lg">
        <OfferHeader offer={offer} />
        {customerId && <YourSubscription customerId={customerId} offerKey={offer.key} />}
        <Card withBorder padding="md" component="section" aria-labelledby="how-it-works">
          <Stack gap="sm">
            <Title order={2} size="h3" id="how-it-works">
              How your subscription works
            </Title>
            <List type="ordered" spacing="xs">
              <List.Item>Choose how many tickets you want each draw, and the cause they support.</List.Item>
              <List.Item>
                We buy them for every draw as its sales open, paid from your wallet (or your default card, if
                you choose it). Each ticket gets its number when it is bought, and we email it to you.
              </List.Item>
              <List.Item>
                Change your tickets or cause, pause for up to {TIMED_PAUSE.maxWeeks} weeks, or cancel at any
                time from Subscriptions in My account.
              </List.Item>
            </List>
            {gameType && (
              <Group>
                <Button component={NavLinkTo} link={gameTypeLink(offer, gameType)}>
                  Subscribe
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
        {bundles.length > 0 && (
          <Card withBorder padding="md" component="section" aria-labelledby="prices">
            <Stack gap="xs">
              <Title order={2} size="h3" id="prices">
                Prices
              </Title>
              <List spacing={4}>
                {bundles.map((bundle) => (
                  <List.Item key={bundle.games}>
                    {bundle.games} {bundle.games === 1 ? 'ticket' : 'tickets'}:{' '}
                    {formatMoney({ amount: bundle.price, currency })} a draw
                  </List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        )}
        <Card withBorder padding="md" component="section" aria-labelledby="coming-draws">
          <Stack gap="xs">
            <Title order={2} size="h3" id="coming-draws">
              Coming draws
            </Title>
            <List spacing={4}>
              {offer.draws.map((draw) => (
                <List.Item key={draw.drawNo}>
                  Draw {draw.drawNo}, {longDrawDate(draw.drawDate)}
                  {draw.drawData ? `: ${draw.drawData.name}` : ''}
                </List.Item>
              ))}
            </List>
            <Text size="sm">
              {/* A file the server makes, not a page of the app. */}
              <Anchor href={subscriptionCalendarPath(offer.key)}>The year’s draw calendar (PDF)</Anchor>
            </Text>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
