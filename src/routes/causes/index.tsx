import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, linkOptions } from '@tanstack/react-router';
import { requireCapability } from '@/features/capabilities/route-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { offerQueries } from '@/features/offers/queries';
import { NavLinkTo } from '@/ui/nav-link-to';
import { Tiles } from '@/ui/tiles';

/** The causes directory (spec 3 §2): every cause tickets can support. */
export const Route = createFileRoute('/causes/')({
  staticData: { offline: true },
  loader: async ({ context }) => {
    await requireCapability(context, 'causes_directory');
    await context.queryClient.ensureQueryData(offerQueries.causes());
  },
  component: Causes,
});

function Causes() {
  const { data: causes } = useSuspenseQuery(offerQueries.causes());
  return (
    <Container size="lg" py="xl">
      <SitePageMeta title="Causes" description="The charities our raffles support." path="/causes" />
      <Stack gap="lg">
        <Title order={1}>Causes you can support</Title>
        <Tiles min="16rem">
          {causes.map((cause) => (
            <Card key={cause.key} withBorder padding="lg">
              <Title order={2} size="h4">
                <Anchor
                  component={NavLinkTo}
                  link={linkOptions({ to: '/causes/$causeSlug', params: { causeSlug: cause.urlSlug } })}
                >
                  {cause.name}
                </Anchor>
              </Title>
              <Text size="sm" c="dimmed">
                {cause.charity}
              </Text>
              <Text size="sm" mt="xs">
                {cause.summary}
              </Text>
            </Card>
          ))}
        </Tiles>
      </Stack>
    </Container>
  );
}
