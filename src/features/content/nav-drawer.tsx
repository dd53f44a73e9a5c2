/**
 * The primary navigation drawer, with a sub-drawer per group: on a phone every primary item lives
 * here; on a desktop a group button opens its own children directly.
 */
import { Button, Drawer, NavLink, Stack } from '@mantine/core';
import { useState } from 'react';
import { ChevronIcon } from '@/ui/icons';
import { navItemHref, navItemKind, type CartContents } from './navigation';
import { ContentLink } from '@/ui/nav-link-to';
import type { NavItem } from '@contract/schemas/content';

interface NavDrawerProps {
  opened: boolean;
  /** Open straight at this group's children. */
  group?: NavItem;
  items: NavItem[];
  cart: CartContents;
  onClose: () => void;
}

export default function NavDrawer({ opened, group, items, cart, onClose }: NavDrawerProps) {
  const [chosen, setChosen] = useState<NavItem | undefined>();
  const current = chosen ?? group;
  const close = () => {
    setChosen(undefined);
    onClose();
  };

  return (
    <Drawer
      opened={opened}
      onClose={close}
      title={current ? current.label : 'Menu'}
      size="sm"
      padding="md"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      {current ? (
        <Stack gap={4}>
          {!group && (
            <Button variant="subtle" size="compact-sm" onClick={() => setChosen(undefined)} w="fit-content">
              ← All menu
            </Button>
          )}
          {current.children.map((child) => (
            <NavLink
              key={child.url}
              component={ContentLink}
              href={child.url}
              label={child.label}
              onClick={close}
            />
          ))}
        </Stack>
      ) : (
        <Stack gap={4}>
          {items.map((item) => {
            const href = navItemHref(item, cart);
            if (href) {
              return (
                <NavLink
                  key={item.id}
                  component={ContentLink}
                  href={href}
                  label={item.label}
                  onClick={close}
                />
              );
            }
            return navItemKind(item) === 'drawer' ? (
              <NavLink
                key={item.id}
                label={item.label}
                rightSection={<ChevronIcon width={16} height={16} />}
                onClick={() => setChosen(item)}
              />
            ) : null;
          })}
        </Stack>
      )}
    </Drawer>
  );
}
