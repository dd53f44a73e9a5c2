/** Native app download buttons (shown only with the native-app capability). */
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { contentQueries } from './queries';

export function AppDownload() {
  const { data: site } = useQuery(contentQueries.site());
  if (!site?.appStoreLinks.apple && !site?.appStoreLinks.google) return null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="app-heading">
      <Title order={2} size="h4" id="app-heading">
        Get the Lucky Dip app
      </Title>
      <Text size="sm" mb="sm">
        Check results and get winning alerts wherever you are.
      </Text>
      <Group gap="sm">
        {site.appStoreLinks.apple && (
          <Button
            component="a"
            href={site.appStoreLinks.apple}
            variant="default"
            target="_blank"
            rel="noopener noreferrer"
          >
            App Store
          </Button>
        )}
        {site.appStoreLinks.google && (
          <Button
            component="a"
            href={site.appStoreLinks.google}
            variant="default"
            target="_blank"
            rel="noopener noreferrer"
          >
            Google Play
          </Button>
        )}
      </Group>
    </Paper>
  );
}
