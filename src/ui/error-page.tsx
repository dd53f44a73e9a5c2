/**
 * The full-page errors of spec 1 §2. The busy page refreshes itself after a countdown, because
 * load spikes pass and a customer staring at it should not have to think of reloading.
 */
import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  BUSY_REFRESH_SECONDS,
  ERROR_TEXTS,
  MAINTENANCE_FOOTER,
  NOT_FOUND_LINK,
  busyRefreshText,
  errorKindFor,
  type ErrorPageKind,
} from './error-texts';

function BusyCountdown() {
  const [seconds, setSeconds] = useState(BUSY_REFRESH_SECONDS);
  useEffect(() => {
    if (seconds <= 0) {
      window.location.reload();
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  return <Text c="gray.8">{busyRefreshText(seconds)}</Text>;
}

/** A page by its kind, or, for an unrecoverable error, by the status code that chose it. */
export type ErrorPageProps = ({ kind: ErrorPageKind } | { status: number }) & { onReload?: () => void };

export function ErrorPage(props: ErrorPageProps) {
  const kind = 'kind' in props ? props.kind : errorKindFor(props.status);
  const { onReload } = props;
  const texts = ERROR_TEXTS[kind];
  return (
    <Container size="sm" py="xl" component="section" aria-labelledby="error-heading">
      {/* The page it replaces took its title along (React hoists and removes it). */}
      <title>{texts.heading}</title>
      <Stack gap="md" align="flex-start">
        <Title order={1} id="error-heading">
          {texts.heading}
        </Title>
        <Text size="lg">{texts.body}</Text>
        {kind === 'busy' && <BusyCountdown />}
        {kind === 'maintenance' && <Text c="gray.8">{MAINTENANCE_FOOTER}</Text>}
        {kind === 'notFound' && <Anchor href="/">{NOT_FOUND_LINK}</Anchor>}
        {kind === 'fallback' && (
          <>
            <Anchor href="/">Homepage</Anchor>
            <Button onClick={onReload ?? (() => window.location.reload())}>Reload page</Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
