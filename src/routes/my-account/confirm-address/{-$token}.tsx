import { Container, Stack, Title } from '@mantine/core';
import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { ConfirmAddressPanel } from '@/features/account/confirm-address-panel';
import { loginLink } from '@/features/auth/route-guard';
import { SitePageMeta } from '@/features/config/site-page-meta';

/** /my-account/confirm-address/{token?} (spec 3 §2, open): the address email's one-tap confirmation. */
export const Route = createFileRoute('/my-account/confirm-address/{-$token}')({
  component: ConfirmAddress,
});

function ConfirmAddress() {
  const { token } = Route.useParams();
  const { visitor } = Route.useRouteContext();
  const here = useRouterState({ select: (state) => state.location.href });
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Confirm your address" />
      <Stack gap="md">
        <Title order={1}>Confirm your address</Title>
        <ConfirmAddressPanel token={token} customerId={visitor.customerId()} loginLink={loginLink(here)} />
      </Stack>
    </Container>
  );
}
