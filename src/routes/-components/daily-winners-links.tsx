/** The program's pages, linked from each of them (spec 3 §2: the landing and the further pages). */
import { Group, Text } from '@mantine/core';
import type { CapabilityName } from '@contract/capability-names';
import { useAllowed } from '@/features/capabilities/capability-gate';
import type { AppLink } from '@/lib/app-link';
import { NavLinkTo } from '@/ui/nav-link-to';

const PROGRAM_PAGES: { label: string; path: string; link: AppLink; capability?: CapabilityName }[] = [
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
        {useAllowed(PROGRAM_PAGES).map((page) => (
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
