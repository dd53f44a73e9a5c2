import { describe, expect, it } from 'vitest';
import { pushNotice } from './push-notice';

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
