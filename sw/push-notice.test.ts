import { describe, expect, it } from 'vitest';
import { openNoticePage, pushNotice } from './push-notice';

const notice = {
  title: 'Lucky Dip',
  body: 'Results are in.',
  url: '/my-account/past-tickets/ticket/7',
  tag: 'draw-powerball-1581',
};

describe('a push notice', () => {
  it("is the API's notice, opening a page of this site only", () => {
    expect(pushNotice(notice)).toEqual(notice);
    expect(pushNotice({ ...notice, url: 'https://example.com/' })).toBeUndefined();
    expect(pushNotice({ ...notice, url: '//example.com/' })).toBeUndefined();
    expect(pushNotice({ ...notice, body: 7 })).toBeUndefined();
    expect(pushNotice('Results are in')).toBeUndefined();
    expect(pushNotice(null)).toBeUndefined();
    expect(pushNotice({ ...notice, badge: 2 })).toEqual({ ...notice, badge: 2 });
    expect(pushNotice({ ...notice, badge: -1 })).toEqual(notice);
  });
});

describe('a tap on a notice', () => {
  /** The worker's clients as the browser keeps them: the windows of the app, and what opens. */
  function windows(urls: string[]) {
    const opened: string[] = [];
    const navigated: string[] = [];
    const clients = urls.map((url) => {
      const client = {
        url,
        focus: () => Promise.resolve(client),
        navigate: (to: string) => {
          navigated.push(to);
          return Promise.resolve(client);
        },
      };
      return client;
    });
    Object.assign(globalThis, {
      self: {
        location: { origin: 'https://luckydip.test' },
        clients: {
          matchAll: () => Promise.resolve(clients),
          openWindow: (to: string) => {
            opened.push(to);
            return Promise.resolve(null);
          },
        },
      },
    });
    return { opened, navigated };
  }

  it('opens its page in a window of the app already open, or else in a new one', async () => {
    const open = windows(['https://example.com/', 'https://luckydip.test/lotto-results']);
    await openNoticePage('/my-account/past-tickets/ticket/7');
    expect(open.navigated).toEqual(['https://luckydip.test/my-account/past-tickets/ticket/7']);
    expect(open.opened).toEqual([]);

    const none = windows(['https://example.com/']);
    await openNoticePage('/my-account/past-tickets/ticket/7');
    expect(none.opened).toEqual(['https://luckydip.test/my-account/past-tickets/ticket/7']);
  });
});
