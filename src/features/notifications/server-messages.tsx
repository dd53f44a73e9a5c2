/** Shows the server's messages (the api notification queue) as toasts. */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { notifications } from '@/api';

// The toasts and Mantine's notifications load with the first message; most pages show none.
const Toaster = lazy(async () => {
  const [{ Notifications }, { TOAST_WIDTH }] = await Promise.all([
    import('@mantine/notifications'),
    import('./toast'),
  ]);
  return {
    default: () => <Notifications position="bottom-center" limit={4} containerWidth={TOAST_WIDTH} />,
  };
});

const LEVEL_COLOURS = { error: 'red', success: 'green', warning: 'yellow', info: undefined } as const;

let toastsShown = false;

export function ServerMessages() {
  const [active, setActive] = useState(false);
  useEffect(
    () =>
      notifications.subscribe((item) => {
        toastsShown = true;
        setActive(true);
        // Errors wait to be read; everything else clears itself.
        const isError = item.level === 'error';
        void import('./toast').then(({ OK_GOT_IT, showToast }) =>
          showToast({
            id: `server-message-${item.id}`,
            title: item.title,
            message: item.message,
            color: LEVEL_COLOURS[item.level ?? 'info'],
            isAutoDismissed: !isError,
            actions: isError ? [{ id: 'ok', text: OK_GOT_IT }] : [],
          }),
        );
      }),
    [],
  );
  return active ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/**
 * Spec 3 §4: a change of sign-in clears all notifications, shown or waiting, so nothing meant for
 * one customer is left on screen for the next. Mantine's store is loaded only if a toast was.
 */
export function useClearOnSignInChange(customerId: string | undefined) {
  const previous = useRef(customerId);
  useEffect(() => {
    if (previous.current === customerId) return;
    previous.current = customerId;
    notifications.clear();
    if (toastsShown) void import('@mantine/notifications').then((loaded) => loaded.notifications.clean());
  }, [customerId]);
}
