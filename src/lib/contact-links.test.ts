import { expect, it } from 'vitest';
import { contactParts } from './contact-links';

it('turns phone numbers and email addresses into links, and leaves the rest as text', () => {
  expect(contactParts('Phone: 1300 583 825')).toEqual([
    { text: 'Phone: ' },
    { text: '1300 583 825', href: 'tel:1300583825' },
  ]);
  expect(contactParts('Email: support@luckydip.test, any time.')).toEqual([
    { text: 'Email: ' },
    { text: 'support@luckydip.test', href: 'mailto:support@luckydip.test' },
    { text: ', any time.' },
  ]);
  expect(contactParts('Call Gambling Help on 1800 858 858, any time.')[1]).toEqual({
    text: '1800 858 858',
    href: 'tel:1800858858',
  });
  expect(contactParts('Post: Level 3, 100 George Street, Sydney NSW 2000')).toEqual([
    { text: 'Post: Level 3, 100 George Street, Sydney NSW 2000' },
  ]);
});
