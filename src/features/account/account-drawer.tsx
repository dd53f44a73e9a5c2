/** The account drawer, opened from the account button: the customer's own pages. */
import { Drawer, NavLink, Stack } from '@mantine/core';
import type { AppLink } from '@/lib/app-link';
import { NavLinkTo } from '@/ui/nav-link-to';

/** `pages`: the account pages this customer's capabilities allow. */
export default function AccountDrawer({
  opened,
  onClose,
  pages,
}: {
  opened: boolean;
  onClose: () => void;
  pages: readonly { label: string; link: AppLink }[];
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="My account"
      position="right"
      size="sm"
      closeButtonProps={{ 'aria-label': 'Close account menu' }}
    >
      <Stack gap={4}>
        {[...pages, { label: 'Log out', link: { to: '/logout' } } as const].map((page) => (
          <NavLink
            key={page.label}
            component={NavLinkTo}
            link={page.link}
            label={page.label}
            onClick={onClose}
          />
        ))}
      </Stack>
    </Drawer>
  );
}
