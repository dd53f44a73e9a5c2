/** The account drawer, opened from the account button: the customer's own pages. */
import { Drawer, NavLink, Stack } from '@mantine/core';

/** `pages`: the account pages this customer's capabilities allow. */
export default function AccountDrawer({
  opened,
  onClose,
  pages,
}: {
  opened: boolean;
  onClose: () => void;
  pages: readonly { label: string; href: string }[];
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
        {[...pages, { label: 'Log out', href: '/logout' }].map((link) => (
          <NavLink key={link.href} component="a" href={link.href} label={link.label} />
        ))}
      </Stack>
    </Drawer>
  );
}
