/**
 * Notification toasts (spec 3 §2, §9): stacked at the bottom, 400 px wide on wide screens, with
 * an optional icon, a title, a message and action buttons; the dismiss cross shows only when the
 * toast offers "Ok, got it"; auto-dismissed ones close after 10 seconds. Mantine's notifications
 * load with the first toast.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export const TOAST_AUTO_CLOSE_MS = 10_000;
export const TOAST_WIDTH = 400;
export const OK_GOT_IT = 'Ok, got it';

export interface ToastAction {
  id: string;
  text: string;
  link?: string;
}

export interface Toast {
  id: string;
  title?: string;
  icon?: ReactNode;
  message: string;
  color?: string;
  isAutoDismissed: boolean;
  actions: ToastAction[];
}

export function hasDismissCross(toast: Pick<Toast, 'actions'>): boolean {
  return toast.actions.some((action) => action.text === OK_GOT_IT);
}

export async function showToast(toast: Toast): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  const close = () => notifications.hide(toast.id);
  notifications.show({
    id: toast.id,
    title: toast.title,
    icon: toast.icon,
    color: toast.color,
    autoClose: toast.isAutoDismissed ? TOAST_AUTO_CLOSE_MS : false,
    withCloseButton: hasDismissCross(toast),
    closeButtonProps: { 'aria-label': 'Dismiss' },
    message: (
      <Stack gap="xs">
        <Text size="sm">{toast.message}</Text>
        {toast.actions.length > 0 && (
          <Group gap="xs">
            {toast.actions.map((action) =>
              action.link ? (
                <Button key={action.id} component="a" href={action.link} size="compact-sm" variant="light">
                  {action.text}
                </Button>
              ) : (
                <Button key={action.id} size="compact-sm" variant="light" onClick={close}>
                  {action.text}
                </Button>
              ),
            )}
          </Group>
        )}
      </Stack>
    ),
  });
}
