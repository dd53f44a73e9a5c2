/** The native-app pages (spec 1 §2; native-app capability): the stores' links, or this web app installed. */
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { storeLinks } from '@/features/content/footer';
import { configQueries } from '@/features/config/queries';
import { InstallThisApp } from '@/features/install/install-this-app';

export function AppPage({
  title,
  intro,
  stores,
  children,
}: {
  title: string;
  intro: string;
  /** Which stores' links to show. */
  stores: readonly string[];
  children?: ReactNode;
}) {
  const { data: config } = useQuery(configQueries.site());
  const links = config ? storeLinks(config.appStoreLinks).filter((link) => stores.includes(link.store)) : [];
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title={title} description={intro} />
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Text>{intro}</Text>
        {links.length > 0 && (
          <Stack gap="xs" component="section" aria-labelledby="stores-heading">
            <Title order={2} size="h3" id="stores-heading">
              From your app store
            </Title>
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
          </Stack>
        )}
        <Stack gap="xs" component="section" aria-labelledby="install-heading">
          <Title order={2} size="h3" id="install-heading">
            {links.length > 0 ? 'Or install it from here' : 'Install it from here'}
          </Title>
          <Text>
            Lucky Dip also installs straight from this site, on any phone or computer, with nothing to
            download from a store.
          </Text>
          <InstallThisApp />
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
