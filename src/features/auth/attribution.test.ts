import { describe, expect, it } from 'vitest';
import { sessionFields } from './attribution';

describe('attribution', () => {
  it('reads the utm parameters and the referring domain', () => {
    const url = new URL('https://luckydip.test/?utm_source=news&utm_medium=email&utm_campaign=spring');
    expect(sessionFields(url, 'https://mail.example.com/inbox')).toEqual({
      source: 'news',
      medium: 'email',
      campaign: 'spring',
      referrer: 'https://mail.example.com/inbox',
      referringDomain: 'mail.example.com',
    });
  });

  it('ignores a visit without utm parameters', () => {
    expect(sessionFields(new URL('https://luckydip.test/?aff=X1'), 'https://a.example')).toBeUndefined();
  });
});
