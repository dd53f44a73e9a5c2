import { Container, Stack, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { linkSearch } from '@/features/preferences/link-search';
import { PreferencesPanel } from '@/features/preferences/preferences-form';

/**
 * /communication-preferences/{id} (spec 3 §2, open): an email's link to its customer's preferences,
 * without signing in. The link's token decides whose they are; a wrong one opens nothing.
 */
export const Route = createFileRoute('/communication-preferences/$id')({
  validateSearch: linkSearch,
  component: LinkedPreferences,
});

function LinkedPreferences() {
  const { id } = Route.useParams();
  const { token } = Route.useSearch();
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title="Communication preferences" />
      <Stack gap="md">
        <Title order={1}>Communication preferences</Title>
        <PreferencesPanel access={{ customerId: id, token }} />
      </Stack>
    </Container>
  );
}
