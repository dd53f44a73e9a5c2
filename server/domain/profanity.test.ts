import { describe, expect, it } from 'vitest';
import { containsProfanity } from './profanity';

describe('a group name with a word not fit to show', () => {
  it.each(['Shit Happens', 'the F.U.C.K crew', 'f u c k', 'Sh1t Kickers', 'B@stards United', 'WANKERS'])(
    'is caught: %s',
    (name) => expect(containsProfanity(name)).toBe(true),
  );

  it.each(['Scunthorpe Syndicate', 'Cocktail Club', 'Dickens Readers', 'Office Lotto 2026', 'Assessors'])(
    'passes when it only looks close: %s',
    (name) => expect(containsProfanity(name)).toBe(false),
  );
});
