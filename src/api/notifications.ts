/**
 * The queue through which the request convention hands server messages to the UI. The api layer
 * only pushes; the app's notification host drains it, so no UI code lives in src/api.
 */
import { messageTitle, type ServerMessage } from './errors';

export interface QueuedNotification {
  id: number;
  title?: string;
  message: string;
  level: ServerMessage['level'];
  code?: string;
}

type Listener = (notification: QueuedNotification) => void;

export interface NotificationQueue {
  /** A message's title is the one its code earns, unless the app words one itself. */
  push(message: ServerMessage & { title?: string }): void;
  /** Delivers everything waiting, then each new notification as it arrives. */
  subscribe(listener: Listener): () => void;
  /** Drops what is waiting undelivered (a change of sign-in, spec 3 §4). */
  clear(): void;
}

export function createNotificationQueue(): NotificationQueue {
  const waiting: QueuedNotification[] = [];
  const listeners = new Set<Listener>();
  let nextId = 1;
  return {
    push(message) {
      const notification: QueuedNotification = {
        id: nextId++,
        title: message.title ?? messageTitle(message),
        message: message.message,
        level: message.level ?? (message.code === 'success' ? 'success' : 'info'),
        code: message.code,
      };
      if (listeners.size === 0) waiting.push(notification);
      for (const listener of listeners) listener(notification);
    },
    subscribe(listener) {
      listeners.add(listener);
      for (const notification of waiting.splice(0)) listener(notification);
      return () => listeners.delete(listener);
    },
    clear() {
      waiting.length = 0;
    },
  };
}
