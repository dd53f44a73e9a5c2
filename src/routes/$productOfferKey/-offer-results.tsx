/**
 * The frame of an offer's results pages (spec 2 §2): /{offer}/results, /results/draw/{drawNo},
 * /results/{year-month} and a raffle's /winners and prizes and winners. The loader checks the
 * offer (else 404).
 */
import { Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { pageQuery } from '@contract/paging';
import type { NumberSet } from '@contract/schemas/shop';
import { SitePageMeta } from '@/features/config/site-page-meta';
import type { AppLink } from '@/lib/app-link';
import type { RouterContext } from '@/lib/router-context';
import { NavLinkTo } from '@/ui/nav-link-to';
import { CapabilityGate } from '@/features/capabilities/capability-gate';
import { requireOffer } from '@/routes/-components/offer-route';

export interface ResultsOffer {
  offerKey: string;
  lotteryKey: string;
  name: string;
  url: string;
  raffle: boolean;
  /** The sets a standard game picks (for Check my numbers). */
  sets: NumberSet[];
  /** The draws still to come, first the next. */
  openDraws: { drawNo: number; drawDate: string }[];
}

export async function loadResultsOffer(context: RouterContext, key: string): Promise<ResultsOffer> {
  const offer = await requireOffer(context, key, 'read');
  const standard = offer.gameTypes.find((type) => type.key === 'standard')?.gameOffers[0];
  return {
    offerKey: offer.key,
    lotteryKey: offer.draws[0]?.lotteryKey ?? offer.key,
    name: offer.name,
    url: offer.url,
    raffle: offer.type === 'raffle_ticket',
    sets: (standard?.numberSets ?? []).filter((set) => set.placeholder === null),
    openDraws: offer.draws.map(({ drawNo, drawDate }) => ({ drawNo, drawDate })),
  };
}

/** Page `page` of an offer's drawn draws, paged by `?page=`: its results, or a raffle's winners. */
export const offerPageLink =
  (to: '/$productOfferKey/results' | '/$productOfferKey/winners', offer: { url: string }) =>
  (page: number): AppLink => ({ to, params: { productOfferKey: offer.url }, search: pageQuery(page) });

export function OfferResultsFrame({
  offer,
  title,
  description,
  isResultsIndex = false,
  children,
}: {
  offer: ResultsOffer;
  title: string;
  description: string;
  /** The offer's results index, which needs no link to itself. */
  isResultsIndex?: boolean;
  children: ReactNode;
}) {
  return (
    <Container size="md" py="xl">
      <SitePageMeta
        title={title}
        description={description}
        canonicalParams={{ productOfferKey: offer.url }}
      />
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Group gap="md">
          {/* Results stay open to a customer on a break; the way to play does not show to them. */}
          <CapabilityGate names={offer.raffle ? 'charity_lotteries' : 'commercial_lotteries'}>
            <NavLinkTo to="/$productOfferKey" params={{ productOfferKey: offer.url }}>
              Play {offer.name}
            </NavLinkTo>
          </CapabilityGate>
          {!isResultsIndex && (
            <NavLinkTo to="/$productOfferKey/results" params={{ productOfferKey: offer.url }}>
              All {offer.name} results
            </NavLinkTo>
          )}
          <NavLinkTo to="/lotto-results/{-$page}" params={{ page: 1 }}>
            Every game’s results
          </NavLinkTo>
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
