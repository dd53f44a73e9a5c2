import { Container, Stack, Title } from '@mantine/core';
import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { loginLink } from '@/features/auth/route-guard';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { ConnectIdReturn, type ConnectIdAnswer } from '@/features/verification/connect-id-return';

const text = (value: unknown) => (typeof value === 'string' && value.length <= 100 ? value : undefined);

/**
 * /account-verification (spec 3 §2: open, verify ID capability): the landing ConnectID sends the
 * customer back to, with its answer in the query.
 */
export const Route = createFileRoute('/account-verification')({
  validateSearch: (search: Record<string, unknown>): ConnectIdAnswer => ({
    state: text(search.state),
    code: text(search.code),
    error: text(search.error),
  }),
  component: AccountVerification,
});

function AccountVerification() {
  const answer = Route.useSearch();
  const { visitor } = Route.useRouteContext();
  const here = useRouterState({ select: (state) => state.location.href });
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Account verification" />
      <Stack gap="md">
        <Title order={1}>Account verification</Title>
        <ConnectIdReturn customerId={visitor.customerId()} answer={answer} signInLink={loginLink(here)} />
      </Stack>
    </Container>
  );
}
