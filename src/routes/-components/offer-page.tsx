/**
 * The offer page (spec 2 §2): heading, ticket types, the ticket builder for the chosen type,
 * the server's price check (the build call, debounced 500 ms), add to cart and the pre-cart
 * drawer; beside it how to play, the raffle's draws and the offer's other pages. Composes the
 * offers, ticket-builder, cart and account features.
 */
import { Alert, Anchor, Container, Group, Skeleton, Stack } from '@mantine/core';
import frame from '@/ui/frame.module.css';
import { NavLinkTo } from '@/ui/nav-link-to';
import type { AppLink } from '@/lib/app-link';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { experimentVariant } from '@contract/experiments';
import { PRE_CART_KEYS } from '@contract/placements';
import { isOnSale } from '@contract/ticket-rules';
import type { CartItemInput } from '@contract/schemas/shop';
import { accountQueries } from '@/features/account/queries';
import { useCapability } from '@/features/capabilities/capability-gate';
import { capabilityNow } from '@/features/capabilities/capability-now';
import { cartReference, utmValues } from '@/features/cart/cart-cookies';
import { cartChanges, cartMutations } from '@/features/cart/changes';
import { cartQueries } from '@/features/cart/queries';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { findOffer, gameTypeLink, gameTypeSuffix } from '@/features/offers/catalogue';
import { OfferHeader } from '@/features/offers/offer-header';
import { offerQueries } from '@/features/offers/queries';
import { reopenedDraw } from '@/features/ticket-builder/ticket-builder';
import { TicketBuilderView, type AddRefusal } from '@/features/ticket-builder/ticket-builder-view';
import { ApiError, formErrors } from '@/api';
import { essentialJar } from '@/lib/cookies';
import { longDrawDate } from '@/lib/draw-labels';
import { JackpotFootnote } from '@/ui/jackpot';
import { useVisitor } from '@/ui/use-hydrated';
import { offersFor, reloadOffers } from '@/features/offers/queries';
import { useOnline } from '@/ui/use-online';
import { useTrackView } from '@/ui/use-track-view';
import { viewedProduct } from '@/lib/analytics';

import { PlacementSlot } from '@/routes/-components/placement-slot';
import classes from '@/routes/-components/offer-page.module.css';

const PreCartDrawer = lazy(() => import('@/features/cart/pre-cart-drawer'));

export interface OfferPageProps {
  offerKey: string;
  /** The ticket type's route suffix; none for the standard type. */
  suffix?: string;
  firstDrawNo?: number;
  causeKey?: string;
  preview?: boolean;
  /** The path this page is shown at, for its canonical link. */
  /** A cart item to load into the builder and replace (the cart's Edit). */
  editItem?: number;
}

export function OfferPage({
  offerKey,
  suffix,
  firstDrawNo,
  causeKey,
  preview = false,
  editItem,
}: OfferPageProps) {
  const visitor = useVisitor();
  const customerId = visitor.customerId();
  const offersQuery = useSuspenseQuery(offersFor({ visitor }));
  const offers = offersQuery.data;
  const queryClient = useQueryClient();
  // Draws read from a page rendered earlier may have closed since: a ticket is added only once
  // the refresh that follows the first render is in (a tap before then waits for it, not lost).
  // Asked when Add is pressed rather than read in render: reading it subscribed the page to the
  // refresh, and the whole page (its ticket builder) rendered again as it began and as it ended,
  // in the two longest tasks of the page's load.
  const refreshingDraws = () => {
    const query = queryClient
      .getQueryCache()
      .find({ queryKey: offersFor({ visitor }).queryKey, exact: true });
    return query?.state.fetchStatus === 'fetching' && query.isStale();
  };
  const [waitingForDraws, setWaitingForDraws] = useState(false);
  const offer = findOffer(offers.offers, offerKey);
  const gameType =
    offer?.gameTypes.find((type) =>
      suffix ? gameTypeSuffix(type.key) === suffix : type.key === 'standard',
    ) ?? offer?.gameTypes[0];
  const { data: causes = [] } = useQuery({
    ...offerQueries.causes(),
    enabled: (offer?.causes.length ?? 0) > 0,
  });
  const { data: customer } = useQuery({
    ...accountQueries.customer(customerId ?? ''),
    enabled: customerId !== undefined,
  });
  const subscription = offer?.recurringPurchase.type === 'subscription';
  const canAutoplay = useCapability(subscription ? 'subscriptions' : 'autoplay') && customerId !== undefined;
  const canChooseFavourites = useCapability('favourite_numbers');
  // The boost-buy-tickets experiment: its treatment buys now, straight on to checkout.
  const buyNow = experimentVariant(customer?.experimentGroups, 'boost-buy-tickets') === 'treatment';
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const navigate = useNavigate();
  const online = useOnline();

  const [item, setItem] = useState<CartItemInput | undefined>();
  const [debounced] = useDebouncedValue(item, 500);
  const build = useQuery({
    ...cartQueries.build(customerId, debounced ?? ({} as CartItemInput), essentialJar),
    // An anonymous visitor's price is checked against their cart once they have one; the first
    // add makes it, so a mere visit never creates a cart.
    enabled:
      debounced !== undefined && !preview && (customerId !== undefined || cartReference() !== undefined),
  });
  const add = useMutation(
    cartMutations.addItems(queryClient, customerId, essentialJar, { shownInPage: true }),
  );
  // Only the cart's Edit needs the cart here.
  const { data: cart, status: cartStatus } = useQuery({
    ...cartQueries.cart(customerId),
    enabled: editItem !== undefined,
  });
  const update = useMutation(cartChanges.updateItem(queryClient, customerId, editItem ?? 0));
  const [drawer, setDrawer] = useState<{ opened: boolean; itemId?: number } | undefined>();
  const [refusal, setRefusal] = useState<AddRefusal>();
  const onItemChange = useCallback(
    (next: CartItemInput | undefined) => {
      setItem(next);
      setRefusal(undefined);
    },
    [setRefusal],
  );
  const confirmed = useMemo(
    () => ({
      pending: build.isFetching,
      amount: build.data?.price.amount,
      problem: build.error ? Object.values(formErrors(build.error))[0] : undefined,
    }),
    [build.isFetching, build.data, build.error],
  );
  // The price check found the draw closed: the catalogue is read again, which moves a ticket for
  // the next draw on to the new one.
  const buildDrawClosed = build.error instanceof ApiError && build.error.hasCode('draw_closed');
  useEffect(() => {
    if (buildDrawClosed) void reloadOffers(queryClient, visitor).catch(() => undefined);
  }, [buildDrawClosed, queryClient, visitor]);

  // A preview (content editors) is not a customer's view.
  useTrackView('Product Viewed', preview ? undefined : offer?.key, offer && viewedProduct(offer));

  if (!offer || !gameType) return null;
  const raffle = offer.type === 'raffle_ticket';
  // Only an item of this very offer and ticket type is edited here; any other id is ignored.
  const editing = cart?.cartItems.find(
    (entry) =>
      entry.id === editItem && entry.productOfferKey === offer.key && entry.gameType === gameType.key,
  );
  const purchasable = offer.draws.some(isOnSale);
  const params = { productOfferKey: offer.url };
  // The offer's other pages: statistics for a lottery, how a subscription works for one.
  const moreAbout: { label: string; link: AppLink }[] = [
    ...(raffle
      ? []
      : [{ label: 'Number statistics', link: linkOptions({ to: '/$productOfferKey/statistics', params }) }]),
    ...(subscription
      ? [
          {
            label: 'How the subscription works',
            link: linkOptions({ to: '/$productOfferKey/subscription', params }),
          },
        ]
      : []),
    {
      label: 'Terms and conditions',
      link: linkOptions({ to: '/$productOfferKey/terms-and-conditions', params }),
    },
    {
      label: raffle ? 'Where your money goes' : 'Help with this game',
      link: linkOptions({ to: '/$productOfferKey/your-support', params }),
    },
  ];
  // On to the cart (spec 2 §2), carrying the page's campaign values.
  const toCart = () => {
    const campaign = new URLSearchParams(utmValues(search));
    void navigate({ href: campaign.size > 0 ? `/cart?${campaign}` : '/cart' });
  };

  return (
    <Container size="lg" py="xl">
      <SitePageMeta
        title={`${offer.name}${gameType.key === 'standard' ? '' : ` ${gameType.name}`}`}
        description={offer.description}
        canonicalParams={{ productOfferKey: offer.url }}
      />
      <Stack gap="lg">
        <OfferHeader offer={offer} />
        {preview && (
          <Alert color="blue" title="Preview">
            This is a preview of the offer page. Tickets cannot be added from it.
          </Alert>
        )}
        {editing && (
          <Alert color="blue" title="Changing a ticket in your cart">
            Make your changes, then choose Update cart.{' '}
            <Anchor component={NavLinkTo} link={{ to: '/cart' }}>
              Back to the cart
            </Anchor>
          </Alert>
        )}
        {offer.gameTypes.length > 1 && (
          <nav aria-label="Ticket types">
            <Group gap="xs">
              {offer.gameTypes.map((type) => (
                <Anchor
                  key={type.key}
                  component={NavLinkTo}
                  link={gameTypeLink(offer, type)}
                  className={classes.gameType}
                  aria-current={type.key === gameType.key ? 'page' : undefined}
                >
                  {type.name}
                </Anchor>
              ))}
            </Group>
          </nav>
        )}
        <div className={classes.layout}>
          <div>
            {editItem !== undefined && cartStatus === 'pending' ? (
              <Skeleton height={480} />
            ) : purchasable ? (
              <TicketBuilderView
                key={`${offer.key}/${gameType.key}/${editing?.id ?? 'new'}`}
                editing={editing}
                addLabel={buyNow ? 'Buy now' : 'Add to cart'}
                offer={offer}
                gameType={gameType}
                firstDrawNo={firstDrawNo}
                causeKey={causeKey}
                causes={causes}
                favouriteNumbers={customer?.favouriteNumbers ?? []}
                offerFavourites={customer !== undefined && canChooseFavourites}
                canAutoplay={canAutoplay}
                confirmed={confirmed}
                adding={add.isPending || update.isPending || waitingForDraws}
                refusal={refusal}
                offline={!online}
                onItemChange={onItemChange}
                onAdd={(next) => {
                  if (preview) return;
                  const refuse = (error: unknown) => {
                    const errors = formErrors(error);
                    setRefusal(errors.drawNo ? { draw: errors.drawNo } : { other: Object.values(errors)[0] });
                  };
                  const send = (ticket: CartItemInput, retried: boolean) => {
                    // Sales closed since this page's catalogue was read: read it again, and a ticket
                    // for the next draw goes to the new next draw (once), as the customer chose.
                    const onError = (error: unknown) => {
                      if (retried || !(error instanceof ApiError) || !error.hasCode('draw_closed'))
                        return refuse(error);
                      setWaitingForDraws(true);
                      void reloadOffers(queryClient, visitor)
                        .then((fresh) => {
                          const now = findOffer(fresh.offers, offerKey);
                          const drawNo = now && reopenedDraw(ticket.drawNo, offer, now);
                          if (drawNo === undefined) refuse(error);
                          else send({ ...ticket, drawNo }, true);
                        }, refuse)
                        .finally(() => setWaitingForDraws(false));
                    };
                    if (editing)
                      update.mutate(ticket, { onSuccess: () => void navigate({ to: '/cart' }), onError });
                    else if (buyNow)
                      add.mutate([ticket], { onSuccess: () => void navigate({ to: '/cart/buy' }), onError });
                    else {
                      // The drawer is where recommended draws appear after an add; without them the
                      // cart comes next. Asked of the server as the add is sent, not of the page's
                      // first copy (the build's, for a prerendered page).
                      const recommendsDraws = capabilityNow(
                        queryClient,
                        visitor.segmentName(),
                        'pre_cart_recommended_draws',
                      );
                      add.mutate([ticket], {
                        onSuccess: (updated) =>
                          void recommendsDraws.then((recommends) =>
                            recommends
                              ? setDrawer({ opened: true, itemId: updated.cartItems.at(-1)?.id })
                              : toCart(),
                          ),
                        onError,
                      });
                    }
                  };
                  setRefusal(undefined);
                  if (!refreshingDraws()) return send(next, false);
                  setWaitingForDraws(true);
                  // The refresh in flight, not a second one.
                  void offersQuery.refetch({ cancelRefetch: false }).finally(() => {
                    setWaitingForDraws(false);
                    send(next, false);
                  });
                }}
              />
            ) : (
              <Alert color="gray" title="Not on sale">
                There is no draw of {offer.name} on sale right now. Please check back soon.
              </Alert>
            )}
          </div>
          <div>
            {/* Plain elements in the cards' look: see offer-page.module.css. */}
            <div className={frame.stack}>
              <section className={frame.paper}>
                <h2 className={`${frame.title} ${frame.h4} ${classes.asideTitle}`}>
                  {subscription
                    ? 'How the subscription works'
                    : `How to play ${gameType.key === 'standard' ? offer.name : gameType.name}`}
                </h2>
                <p className={frame.small}>{gameType.description}</p>
              </section>
              {raffle && (
                <section className={frame.paper}>
                  <h2 className={`${frame.title} ${frame.h4} ${classes.asideTitle}`}>Draws</h2>
                  <ul className={classes.asideList}>
                    {offer.draws.map((draw) => (
                      <li key={draw.drawNo}>
                        <NavLinkTo
                          className={frame.textLink}
                          to="/$productOfferKey/draw/$drawNo"
                          params={{ productOfferKey: offer.url, drawNo: String(draw.drawNo) }}
                        >
                          Draw {draw.drawNo}: {draw.drawData?.name}
                        </NavLinkTo>{' '}
                        (
                        {draw.purchaseStatus === 'sold_out'
                          ? 'sold out'
                          : draw.purchaseStatus === 'pre_order'
                            ? 'pre-order'
                            : `closes ${longDrawDate(draw.stop)}`}
                        )
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <section className={frame.paper}>
                <h2 className={`${frame.title} ${frame.h4} ${classes.asideTitle}`}>
                  More about {offer.name}
                </h2>
                <ul className={classes.asideList}>
                  {moreAbout.map(({ label, link }) => (
                    <li key={link.to}>
                      <NavLinkTo className={frame.anchor} link={link}>
                        {label}
                      </NavLinkTo>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          </div>
        </div>
        {!raffle && <JackpotFootnote />}
      </Stack>
      {drawer && (
        <Suspense fallback={null}>
          <PreCartDrawer
            opened={drawer.opened}
            cart={cart}
            itemId={drawer.itemId}
            onClose={() => setDrawer({ opened: false })}
            onCart={() => {
              setDrawer({ opened: false });
              toCart();
            }}
            recommendations={
              <PlacementSlot keys={PRE_CART_KEYS} title="Recommended with it" headingLevel={3} min="12rem" />
            }
          />
        </Suspense>
      )}
    </Container>
  );
}
