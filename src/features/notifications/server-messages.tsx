/**
 * Shows the server's messages (the api notification queue) as toasts. Mantine's notifications
 * and their transitions load with the first message, not with the app: most visits never see one.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { notifications, type QueuedNotification } from '../../api';

const AUTO_CLOSE_MS = 10_000;

const Toaster = lazy(async () => {
  const { Notifications } = await import('@mantine/notifications');
  return { default: () => <Notifications position="bottom-center" limit={3} /> };
});

async function show(item: QueuedNotification) {
  const { notifications: toasts } = await import('@mantine/notifications');
  toasts.show({
    id: `server-message-${item.id}`,
    title: item.title,
    message: item.message,
    color: item.level === 'error' ? 'red' : item.level === 'success' ? 'green' : undefined,
    autoClose: AUTO_CLOSE_MS,
  });
}

export function ServerMessages() {
  const [active, setActive] = useState(false);
  useEffect(
    () =>
      notifications.subscribe((item) => {
        setActive(true);
        void show(item);
      }),
    [],
  );
  return active ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
