/** Native app download buttons (shown only with the native-app capability). */
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { storeLinks } from './footer';
import { contentQueries } from './queries';

export function AppDownload() {
  const { data: site } = useQuery(contentQueries.site());
  const links = site ? storeLinks(site.appStoreLinks) : [];
  if (links.length === 0) return null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="app-heading">
      <Title order={2} size="h4" id="app-heading">
        Get the Lucky Dip app
      </Title>
      <Text size="sm" mb="sm">
        Check results and get winning alerts wherever you are.
      </Text>
      <Group gap="sm">
        {links.map((link) => (
          <Button
            key={link.store}
            component="a"
            href={link.href}
            variant="default"
            target="_blank"
            rel="noopener noreferrer"
          >
            {link.label}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}
