/**
 * The home page's featured draws: the lotteries the content team features in the site settings,
 * each with its live jackpot and draw day from the catalogue, leading to its offer page.
 */
import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '@/features/content/queries';
import { findOffer } from '@/features/offers/catalogue';
import { OfferCard } from '@/features/offers/offer-card';
import { JackpotFootnote } from '@/ui/jackpot';
import frame from '@/ui/frame.module.css';
import { Tiles } from '@/ui/tiles';
import { offersFor } from '@/features/offers/queries';
import { useVisitor } from '@/ui/use-hydrated';

export function FeaturedDraws() {
  const visitor = useVisitor();
  const { data: site, status } = useQuery(contentQueries.site());
  const { data: offers, status: offerStatus } = useQuery(offersFor({ visitor }));
  if (status === 'pending' || offerStatus === 'pending')
    return <div className={frame.skeleton} style={{ height: 220 }} />;
  const featured = (site?.lotteries ?? [])
    .filter((lottery) => lottery.featured)
    .flatMap((lottery) => {
      const offer = offers && findOffer(offers.offers, lottery.url);
      return offer ? [offer] : [];
    });
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading">
      <h2
        className={`${frame.title} ${frame.h3}`}
        id="featured-heading"
        style={{ marginBottom: 'var(--mantine-spacing-md)' }}
      >
        Featured draws
      </h2>
      <Tiles min="13rem">
        {featured.map((offer) => (
          <OfferCard key={offer.key} offer={offer} />
        ))}
      </Tiles>
      <JackpotFootnote />
    </section>
  );
}
