import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, linkOptions } from '@tanstack/react-router';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { ContentImage } from '@/ui/content-image';
import { NavLinkTo } from '@/ui/nav-link-to';
import { offersFor } from '@/features/offers/queries';
import { requireCause } from '@/routes/causes/$causeSlug/-cause';

/** A cause (spec 3 §2): who it helps, and the raffles whose tickets can support it. */
export const Route = createFileRoute('/causes/$causeSlug/')({
  staticData: { offline: true },
  loader: async ({ context, params }) => {
    const [cause] = await Promise.all([
      requireCause(context, params.causeSlug),
      context.queryClient.ensureQueryData(offersFor(context)),
    ]);
    return cause;
  },
  component: CausePage,
});

function CausePage() {
  const cause = Route.useLoaderData();
  const { visitor } = Route.useRouteContext();
  const { data } = useSuspenseQuery(offersFor({ visitor }));
  const offers = data.offers.filter((offer) => cause.offerKeys.includes(offer.key));
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title={cause.name} description={cause.summary} />
      <Stack gap="md">
        <Title order={1}>{cause.name}</Title>
        {cause.image && (
          <ContentImage
            url={cause.image.url}
            alt={cause.image.alt}
            sizes="(min-width: 45em) 660px, 100vw"
            main
          />
        )}
        <Text fw={600}>{cause.charity}</Text>
        <Text>{cause.description}</Text>
        {offers.length > 0 && (
          <>
            <Title order={2} size="h3">
              Support {cause.name} with a ticket
            </Title>
            <List>
              {offers.map((offer) => (
                <List.Item key={offer.key}>
                  <Anchor
                    component={NavLinkTo}
                    link={linkOptions({
                      to: '/causes/$causeSlug/$productOfferKey',
                      params: { causeSlug: cause.urlSlug, productOfferKey: offer.url },
                    })}
                  >
                    {offer.name}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Container>
  );
}
