import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { NavLinkTo } from '@/ui/nav-link-to';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { useHelpLinks } from '@/features/content/help-links';

export const Route = createFileRoute('/close-my-account/success')({
  staticData: { offline: true },
  component: function AccountClosed() {
    const { support } = useHelpLinks();
    return (
      <Container size="sm" py="xl">
        <SitePageMeta title="Your account is closed" />
        <Stack gap="md">
          <Title order={1}>Your account is closed</Title>
          <Text>You have been signed out on every device. Thank you for playing with us.</Text>
          <Text>
            Changed your mind, or need something from your account?{' '}
            <Anchor href={support}>Contact support</Anchor>.
          </Text>
          <Anchor component={NavLinkTo} link={{ to: '/' }}>
            Back to the home page
          </Anchor>
        </Stack>
      </Container>
    );
  },
});
