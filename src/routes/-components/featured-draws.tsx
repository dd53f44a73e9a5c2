/**
 * The home page's featured draws: the lotteries the content team features in the site settings,
 * each with its live jackpot and draw day from the catalogue, leading to its offer page.
 */
import { Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '@/features/content/queries';
import { findOffer } from '@/features/offers/catalogue';
import { OfferCard } from '@/features/offers/offer-card';
import { JackpotFootnote } from '@/ui/jackpot';
import { Tiles } from '@/ui/tiles';
import { offersFor } from '@/features/offers/queries';
import { useVisitor } from '@/ui/use-hydrated';

export function FeaturedDraws() {
  const visitor = useVisitor();
  const { data: site, status } = useQuery(contentQueries.site());
  const { data: offers, status: offerStatus } = useQuery(offersFor({ visitor }));
  if (status === 'pending' || offerStatus === 'pending') return <Skeleton height={220} />;
  const featured = (site?.lotteries ?? [])
    .filter((lottery) => lottery.featured)
    .flatMap((lottery) => {
      const offer = offers && findOffer(offers.offers, lottery.url);
      return offer ? [offer] : [];
    });
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading">
      <Title order={2} size="h3" id="featured-heading" mb="md">
        Featured draws
      </Title>
      <Tiles min="13rem">
        {featured.map((offer) => (
          <OfferCard key={offer.key} offer={offer} href={`/${offer.url}`} />
        ))}
      </Tiles>
      <JackpotFootnote />
    </section>
  );
}
