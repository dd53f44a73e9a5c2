/**
 * Gambling Help Online, where the site speaks of a break, a self-exclusion or a paused page: free,
 * confidential, 24 hours a day, Australia-wide.
 */
import { Anchor, Text } from '@mantine/core';

export function GamblingHelp() {
  return (
    <Text>
      If gambling has stopped being fun, talk to Gambling Help Online. It is free and confidential, 24 hours a
      day: call{' '}
      <Anchor href="tel:1800858858" underline="always">
        1800 858 858
      </Anchor>{' '}
      or visit{' '}
      <Anchor
        href="https://www.gamblinghelponline.org.au"
        target="_blank"
        rel="noopener noreferrer"
        underline="always"
      >
        gamblinghelponline.org.au
      </Anchor>
      .
    </Text>
  );
}
