/**
 * The home page's featured area: the draws the content team features in the site settings, each
 * linking to its offer page. The shop adds live jackpots and draw times to these cards.
 */
import { Card, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Tiles } from '../../ui/tiles';
import { NavLinkTo } from './nav-link-to';
import { contentQueries } from './queries';
import { publicPath } from './route-paths';
import classes from './featured-offers.module.css';

export function FeaturedOffers() {
  const { data: site, status } = useQuery(contentQueries.site());
  if (status === 'pending') return <Skeleton height={160} />;
  const featured = site?.lotteries.filter((lottery) => lottery.featured) ?? [];
  if (featured.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading">
      <Title order={2} size="h3" id="featured-heading" mb="md">
        Featured draws
      </Title>
      <Tiles min="13rem">
        {featured.map((lottery) => (
          <Card key={lottery.url} withBorder padding="lg" className={classes.card}>
            <Text fw={800} size="lg">
              {lottery.name}
            </Text>
            <Text size="sm" mb="md">
              {lottery.description}
            </Text>
            <NavLinkTo href={publicPath(`/${lottery.url}`, site?.routePaths ?? {})} className={classes.play}>
              Play {lottery.name}
            </NavLinkTo>
          </Card>
        ))}
      </Tiles>
    </section>
  );
}
