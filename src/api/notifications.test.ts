import { describe, expect, it } from 'vitest';
import { createNotificationQueue, type QueuedNotification } from './notifications';

describe('notification queue', () => {
  it('holds messages until the UI subscribes, then delivers as they come', () => {
    const queue = createNotificationQueue();
    queue.push({ code: 'success', message: 'Saved' });
    const seen: QueuedNotification[] = [];
    const unsubscribe = queue.subscribe((n) => seen.push(n));
    queue.push({ code: 'deposit_pending', message: 'Confirm', level: 'info' });
    expect(seen.map((n) => [n.title, n.message, n.level])).toEqual([
      ['Success', 'Saved', 'success'],
      ['Action Required', 'Confirm', 'info'],
    ]);
    unsubscribe();
    queue.push({ message: 'later' });
    expect(seen).toHaveLength(2);
  });

  it('drops what waits undelivered when cleared (a change of sign-in)', () => {
    const queue = createNotificationQueue();
    queue.push({ code: 'success', message: 'For the last customer' });
    queue.clear();
    const seen: QueuedNotification[] = [];
    queue.subscribe((n) => seen.push(n));
    queue.push({ message: 'For this one' });
    expect(seen.map((n) => n.message)).toEqual(['For this one']);
  });
});
