/** Every syndicate on offer, grouped by lottery, each leading to its offer's syndicate page. */
import { linkOptions } from '@tanstack/react-router';
import { Anchor, Card, Stack, Table, Title } from '@mantine/core';
import { NavLinkTo } from '@/ui/nav-link-to';
import { useSuspenseQuery } from '@tanstack/react-query';
import { catalogueOffers } from '@/features/offers/catalogue';
import { formatMoney } from '@/lib/money';
import { offersFor } from '@/features/offers/queries';
import { useVisitor } from '@/ui/use-hydrated';

export function SyndicateList() {
  const visitor = useVisitor();
  const { data } = useSuspenseQuery(offersFor({ visitor }));
  return (
    <Stack gap="md">
      {catalogueOffers(data.offers, 'syndicates').map((offer) => (
        <Card key={offer.key} withBorder padding="md">
          <Title order={2} size="h3" mb="sm">
            {offer.name} syndicates
          </Title>
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Syndicate</Table.Th>
                  <Table.Th scope="col">Games</Table.Th>
                  <Table.Th scope="col">Shares left</Table.Th>
                  <Table.Th scope="col">Share price</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {offer.syndicates.map((syndicate) => (
                  <Table.Tr key={syndicate.key}>
                    <Table.Td>
                      <Anchor
                        component={NavLinkTo}
                        link={linkOptions({
                          to: '/$productOfferKey/$gameTypeKey',
                          params: { productOfferKey: offer.url, gameTypeKey: 'syndicate' },
                        })}
                      >
                        {syndicate.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{syndicate.numGames}</Table.Td>
                    <Table.Td>
                      {syndicate.sharesRemaining} of {syndicate.sharesTotal}
                    </Table.Td>
                    <Table.Td>{formatMoney(syndicate.sharePrice)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ))}
    </Stack>
  );
}
