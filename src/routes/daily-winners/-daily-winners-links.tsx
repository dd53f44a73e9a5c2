/**
 * The program's pages, linked from each of them (spec 3 §2: the landing and the further pages), and
 * the frame of those that are a signed-in customer's own.
 */
import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOpenPages } from '@/features/capabilities/capability-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import type { AppLink } from '@/lib/app-link';
import { NavLinkTo } from '@/ui/nav-link-to';

const PROGRAM_PAGES: { label: string; path: string; link: AppLink }[] = [
  { label: 'Overview', path: '/daily-winners', link: { to: '/daily-winners' } },
  {
    label: 'Monthly',
    path: '/daily-winners/monthly-giveaways',
    link: { to: '/daily-winners/monthly-giveaways/{-$page}', params: { page: 1 } },
  },
  {
    label: 'Daily',
    path: '/daily-winners/daily-giveaways',
    link: { to: '/daily-winners/daily-giveaways/{-$page}', params: { page: 1 } },
  },
  {
    label: 'Special',
    path: '/daily-winners/special-giveaways',
    link: { to: '/daily-winners/special-giveaways/{-$page}', params: { page: 1 } },
  },
  {
    label: 'Winners',
    path: '/daily-winners/winners',
    link: { to: '/daily-winners/winners/{-$page}', params: { page: 1 } },
  },
  {
    label: 'Free and premium',
    path: '/daily-winners/membership-tiers',
    link: { to: '/daily-winners/membership-tiers' },
  },
  { label: 'How it works', path: '/daily-winners/how-it-works', link: { to: '/daily-winners/how-it-works' } },
  {
    label: 'Manage membership',
    path: '/daily-winners/manage-membership',
    link: { to: '/daily-winners/manage-membership' },
  },
];

export function ProgramLinks({ current }: { current: string }) {
  return (
    <nav aria-label="Daily Winners">
      <Group gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {useOpenPages(PROGRAM_PAGES, (page) => page.link.to).map((page) => (
          <li key={page.path}>
            {page.path === current ? (
              <Text fw={700} aria-current="page">
                {page.label}
              </Text>
            ) : (
              <NavLinkTo link={page.link}>{page.label}</NavLinkTo>
            )}
          </li>
        ))}
      </Group>
    </nav>
  );
}

/**
 * A program page that is the signed-in customer's own (managing the membership, premium's deposit):
 * its frame, and for a visitor the way to log in and come back.
 */
export function CustomerProgramPage({
  title,
  heading,
  path,
  customerId,
  toDo,
  children,
}: {
  title: string;
  heading: string;
  path: '/daily-winners/deposit' | '/daily-winners/manage-membership';
  customerId: string | undefined;
  /** What logging in lets the visitor do: "to go premium". */
  toDo: string;
  children: (customerId: string) => ReactNode;
}) {
  return (
    <Container size="sm" py="xl">
      <SitePageMeta title={title} />
      <Stack gap="lg">
        <Title order={1}>{heading}</Title>
        <ProgramLinks current={path} />
        {customerId ? (
          children(customerId)
        ) : (
          <Text>
            <NavLinkTo to="/login" search={{ redirect: path }}>
              Log in
            </NavLinkTo>{' '}
            {toDo}.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
