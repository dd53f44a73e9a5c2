/**
 * The error page, loaded when one shows: a first visit that goes well never fetches it. The
 * router uses the not-found page for every route whose loader throws `notFound()`, so each page
 * keeps its frame and no route names its own. When the error page's own code cannot be fetched
 * (offline with no service worker to serve it) the fallback panel of spec 1 §2, which is part of
 * the first page's code, stands in: never the router's default error.
 */
import { Anchor, Button, Container, Text, Title } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { ErrorPageProps } from './error-page';
import { ERROR_TEXTS } from './error-texts';
import { PageSkeleton } from './page-skeleton';

function FallbackPanel({ onReload }: ErrorPageProps) {
  const texts = ERROR_TEXTS.fallback;
  return (
    <Container size="sm" py="xl" component="section" aria-labelledby="error-heading">
      <title>{texts.heading}</title>
      <Title order={1} id="error-heading">
        {texts.heading}
      </Title>
      <Text size="lg" my="md">
        {texts.body}
      </Text>
      <Anchor href="/" display="block" mb="md">
        Homepage
      </Anchor>
      <Button onClick={onReload ?? (() => window.location.reload())}>Reload page</Button>
    </Container>
  );
}

const LazyErrorPage = lazy(() =>
  import('./error-page').then(
    (module) => ({ default: module.ErrorPage }),
    () => ({ default: FallbackPanel }),
  ),
);

export function ErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <LazyErrorPage {...props} />
    </Suspense>
  );
}

export function NotFoundPage() {
  return <ErrorPage kind="notFound" />;
}
