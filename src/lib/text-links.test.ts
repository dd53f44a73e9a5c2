import { expect, it } from 'vitest';
import { linkedParts } from './text-links';

it('turns phone numbers and email addresses into links, and leaves the rest as text', () => {
  expect(linkedParts('Phone: 1300 583 825')).toEqual([
    { text: 'Phone: ' },
    { text: '1300 583 825', href: 'tel:1300583825' },
  ]);
  expect(linkedParts('Email: support@luckydip.test, any time.')).toEqual([
    { text: 'Email: ' },
    { text: 'support@luckydip.test', href: 'mailto:support@luckydip.test' },
    { text: ', any time.' },
  ]);
  expect(linkedParts('Call Gambling Help on 1800 858 858, any time.')[1]).toEqual({
    text: '1800 858 858',
    href: 'tel:1800858858',
  });
  expect(linkedParts('Post: Level 3, 100 George Street, Sydney NSW 2000')).toEqual([
    { text: 'Post: Level 3, 100 George Street, Sydney NSW 2000' },
  ]);
});

it('turns an editor’s [label](/path) into a link to that page of the site, and nothing else', () => {
  expect(linkedParts('[Take a break](/my-account/take-a-break): 24 hours to 6 months.')).toEqual([
    { text: 'Take a break', href: '/my-account/take-a-break', page: true },
    { text: ': 24 hours to 6 months.' },
  ]);
  expect(linkedParts('[Elsewhere](https://example.com)')).toEqual([
    { text: '[Elsewhere](https://example.com)' },
  ]);
});
