/** The account drawer, opened from the account button: the customer's own pages. */
import { Drawer, NavLink, Stack } from '@mantine/core';

const ACCOUNT_LINKS = [
  { label: 'Upcoming tickets', href: '/my-account/upcoming-tickets' },
  { label: 'Past tickets', href: '/my-account/past-tickets' },
  { label: 'Deposit', href: '/my-account/deposit' },
  { label: 'Withdraw', href: '/my-account/withdraw' },
  { label: 'Transactions', href: '/my-account/transactions' },
  { label: 'My details', href: '/my-account/my-details' },
  { label: 'Login and security', href: '/my-account/login-and-security' },
  { label: 'Spend limits', href: '/my-account/spend-limits' },
  { label: 'Log out', href: '/logout' },
];

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
