/** A catalogue page (spec 2 §2): the offers of one kind as cards, each leading to its offer page. */
import { Container, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SitePageMeta } from '@/features/config/site-page-meta';
import type { RouterContext } from '@/lib/router-context';
import { catalogueOffers, type Catalogue } from '@/features/offers/catalogue';
import { OfferCard } from '@/features/offers/offer-card';
import { JackpotFootnote } from '@/ui/jackpot';
import { Tiles } from '@/ui/tiles';
import { offersFor } from '@/features/offers/queries';
import { useVisitor } from '@/ui/use-hydrated';

/** A catalogue's loader: the offers (its capability is the route gate's, contract/capability-gates). */
export const catalogueLoader = async ({ context }: { context: RouterContext }) => {
  await context.queryClient.ensureQueryData(offersFor(context));
};

export function CataloguePage({
  catalogue,
  title,
  intro,
  children,
}: {
  catalogue: Catalogue;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  const visitor = useVisitor();
  const { data } = useSuspenseQuery(offersFor({ visitor }));
  const offers = catalogueOffers(data.offers, catalogue);
  return (
    <Container size="lg" py="xl">
      <SitePageMeta title={title} description={intro} />
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Text maw={680}>{intro}</Text>
        {children}
        {catalogue !== 'syndicates' && (
          <Tiles min="16rem">
            {offers.map((offer, index) => (
              <OfferCard key={offer.key} offer={offer} headingLevel={2} first={index === 0} />
            ))}
          </Tiles>
        )}
        {catalogue === 'lotteries' && <JackpotFootnote />}
      </Stack>
    </Container>
  );
}
