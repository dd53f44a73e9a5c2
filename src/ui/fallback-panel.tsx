/**
 * Spec 1 §2's fallback error panel. Part of the first page's code, unlike the other error pages:
 * it is what shows when a page's code, or the error page's own, cannot be fetched (offline with no
 * service worker to serve it). Reload page reloads the page, the one retry that fetches it again.
 */
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ERROR_TEXTS, type ErrorTexts } from './error-texts';

/** An error page's frame: its title, heading and text, then what the page offers. */
export function ErrorPanel({ texts, children }: { texts: ErrorTexts; children?: ReactNode }) {
  return (
    <Container size="sm" py="xl" component="section" aria-labelledby="error-heading">
      {/* The page it replaces took its title along (React hoists and removes it). */}
      <title>{texts.heading}</title>
      <Stack gap="md" align="flex-start">
        <Title order={1} id="error-heading">
          {texts.heading}
        </Title>
        <Text size="lg">{texts.body}</Text>
        {children}
      </Stack>
    </Container>
  );
}

export function FallbackPanel() {
  return (
    <ErrorPanel texts={ERROR_TEXTS.fallback}>
      <Anchor href="/">Homepage</Anchor>
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </ErrorPanel>
  );
}
