import { Anchor, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { NavLinkTo } from '@/ui/nav-link-to';
import { CataloguePage, catalogueLoader } from '@/routes/-components/catalogue-page';

export const Route = createFileRoute('/charity-tickets')({
  staticData: { offline: true },
  loader: catalogueLoader,
  component: () => (
    <CataloguePage
      catalogue="raffles"
      title="Charity raffles"
      intro="Win life-changing prizes and fund the causes you care about. Every ticket has its own number, and a share of every ticket goes to the charity."
    >
      <Text>
        <Anchor component={NavLinkTo} link={{ to: '/causes' }}>
          See the causes your tickets support
        </Anchor>
      </Text>
    </CataloguePage>
  ),
});
