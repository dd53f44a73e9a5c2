/** Shows the server's success and info messages (the api notification queue) as toasts. */
import { notifications as toasts } from '@mantine/notifications';
import { useEffect } from 'react';
import { notifications } from '../../api';

const AUTO_CLOSE_MS = 10_000;

export function ServerMessages() {
  useEffect(
    () =>
      notifications.subscribe((item) =>
        toasts.show({
          id: `server-message-${item.id}`,
          title: item.title,
          message: item.message,
          color: item.level === 'error' ? 'red' : item.level === 'success' ? 'green' : undefined,
          autoClose: AUTO_CLOSE_MS,
        }),
      ),
    [],
  );
  return null;
}
