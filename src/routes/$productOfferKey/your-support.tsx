import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ContentLink, NavLinkTo } from '@/ui/nav-link-to';
import { createFileRoute, linkOptions } from '@tanstack/react-router';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { CauseList, CauseListSkeleton } from '@/features/offers/cause-list';
import { offerQueries } from '@/features/offers/queries';
import { requireOffer } from '@/routes/-components/offer-route';

/** Support for an offer: where a raffle's money goes, or help with a lottery. */
export const Route = createFileRoute('/$productOfferKey/your-support')({
  loader: ({ context, params }) => requireOffer(context, params.productOfferKey, 'read'),
  component: YourSupport,
});

function YourSupport() {
  const offer = Route.useLoaderData();
  const { data: causes = [], isPending } = useQuery({
    ...offerQueries.causes(),
    enabled: offer.causes.length > 0,
  });
  const supported = causes.filter((cause) => offer.causes.includes(cause.key));
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title={`${offer.name}: your support`} canonicalParams={{ productOfferKey: offer.url }} />
      <Stack gap="md">
        <Title order={1}>{offer.name}: your support</Title>
        {offer.causes.length > 0 ? (
          <>
            <Text>Every ticket in {offer.name} funds the cause it supports:</Text>
            {isPending ? <CauseListSkeleton count={offer.causes.length} /> : <CauseList causes={supported} />}
          </>
        ) : (
          <Text>
            Questions about {offer.name}, your tickets or a prize? Our{' '}
            <Anchor component={ContentLink} href="/about/contact-us">
              customer support team
            </Anchor>{' '}
            is here to help, and the{' '}
            <Anchor
              component={NavLinkTo}
              link={linkOptions({
                to: '/$productOfferKey/terms-and-conditions',
                params: { productOfferKey: offer.url },
              })}
            >
              terms and conditions
            </Anchor>{' '}
            explain how the game works.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
