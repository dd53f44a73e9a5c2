/**
 * The full-page errors of spec 1 §2. The busy page refreshes itself after a countdown, because
 * load spikes pass and a customer staring at it should not have to think of reloading.
 */
import { Anchor, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  BUSY_REFRESH_SECONDS,
  ERROR_TEXTS,
  MAINTENANCE_FOOTER,
  NOT_FOUND_LINK,
  busyRefreshText,
  errorKindFor,
  type ErrorPageKind,
  type NotFoundTexts,
} from './error-texts';
import { ErrorPanel, FallbackPanel } from './fallback-panel';
import { NavLinkTo } from './nav-link-to';

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

/**
 * A page by its kind, or, for an unrecoverable error, by the status code that chose it. A page that
 * knows what was not found (a draw) says so in its own `texts`.
 */
export type ErrorPageProps = { kind: ErrorPageKind; texts?: NotFoundTexts } | { status: number };

export function ErrorPage(props: ErrorPageProps) {
  const kind = 'kind' in props ? props.kind : errorKindFor(props.status);
  if (kind === 'fallback') return <FallbackPanel />;
  return (
    <ErrorPanel texts={('texts' in props && props.texts) || ERROR_TEXTS[kind]}>
      {kind === 'busy' && <BusyCountdown />}
      {kind === 'maintenance' && <Text c="gray.8">{MAINTENANCE_FOOTER}</Text>}
      {'texts' in props &&
        props.texts?.links?.map(({ label, link }) => (
          <Anchor key={label} component={NavLinkTo} link={link}>
            {label}
          </Anchor>
        ))}
      {kind === 'notFound' && (
        <Anchor component={NavLinkTo} link={{ to: '/' }}>
          {NOT_FOUND_LINK}
        </Anchor>
      )}
    </ErrorPanel>
  );
}
