/** The account drawer, opened from the account button: the customer's own pages. */
import { Drawer, NavLink, Stack, Text } from '@mantine/core';
import { inGroups, type AccountGroup } from '@/lib/account-pages';
import type { AppLink } from '@/lib/app-link';
import { NavLinkTo } from '@/ui/nav-link-to';

interface Page {
  label: string;
  link: AppLink;
  group?: AccountGroup;
}

/** `pages`: the account pages this customer's capabilities allow. */
export default function AccountDrawer({
  opened,
  onClose,
  pages,
}: {
  opened: boolean;
  onClose: () => void;
  pages: readonly Page[];
}) {
  const link = (page: Page) => (
    <NavLink key={page.label} component={NavLinkTo} link={page.link} label={page.label} onClick={onClose} />
  );
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="My account"
      position="right"
      size="sm"
      closeButtonProps={{ 'aria-label': 'Close account menu' }}
    >
      <Stack gap="sm">
        {/* The overview and an editor's pages, outside the groups, head the list. */}
        {pages.filter((page) => page.group === undefined).map(link)}
        {inGroups(pages).map(({ group, pages: inGroup }) => (
          <Stack key={group} gap={2} component="section" aria-label={group}>
            <Text component="h3" size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" m={0}>
              {group}
            </Text>
            {inGroup.map(link)}
          </Stack>
        ))}
        {link({ label: 'Log out', link: { to: '/logout' } })}
      </Stack>
    </Drawer>
  );
}
