/** The account drawer, opened from the account button: the customer's own pages. */
import { Drawer, NavLink, Stack } from '@mantine/core';
import { ACCOUNT_PAGES } from '../../lib/account-paths';

const ACCOUNT_LINKS = [...ACCOUNT_PAGES, { label: 'Log out', href: '/logout' }];

export default function AccountDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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
        {ACCOUNT_LINKS.map((link) => (
          <NavLink key={link.href} component="a" href={link.href} label={link.label} />
        ))}
      </Stack>
    </Drawer>
  );
}
