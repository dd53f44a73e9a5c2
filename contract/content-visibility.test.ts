import { describe, expect, it } from 'vitest';
import { isContentVisible } from './content-visibility';

const now = new Date('2026-11-22T00:00:00Z');

describe('content visibility', () => {
  it('shows published content with no date or a past date', () => {
    expect(isContentVisible({ status: 'published' }, now)).toBe(true);
    expect(isContentVisible({ status: 'published', datePublished: null }, now)).toBe(true);
    expect(isContentVisible({ status: 'published', datePublished: '2026-11-21T23:59:59Z' }, now)).toBe(true);
    expect(isContentVisible({ status: 'published', datePublished: '2026-11-22T00:00:00Z' }, now)).toBe(true);
  });

  it('hides content published in the future, or with a date it cannot read', () => {
    expect(isContentVisible({ status: 'published', datePublished: '2026-11-22T00:00:01Z' }, now)).toBe(false);
    expect(isContentVisible({ status: 'published', datePublished: 'soon' }, now)).toBe(false);
  });

  it('hides drafts and archived items except in previews', () => {
    expect(isContentVisible({ status: 'draft' }, now)).toBe(false);
    expect(isContentVisible({ status: 'archived' }, now)).toBe(false);
    expect(isContentVisible({ status: 'draft' }, now, true)).toBe(true);
    expect(isContentVisible({ status: 'archived' }, now, true)).toBe(true);
  });

  it('still honours the publication date in previews', () => {
    expect(isContentVisible({ status: 'draft', datePublished: '2027-01-01T00:00:00Z' }, now, true)).toBe(
      false,
    );
  });
});
