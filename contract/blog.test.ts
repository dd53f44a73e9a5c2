import { describe, expect, it } from 'vitest';
import { BLOG_SLUG_SEGMENT } from './address-segments';
import { blogPageCount, isBlogPage } from './blog';

describe('blog paging', () => {
  it('puts twelve posts on a page, and gives an empty category its first page', () => {
    expect(blogPageCount(0)).toBe(1);
    expect(blogPageCount(12)).toBe(1);
    expect(blogPageCount(13)).toBe(2);
  });

  it('has no page past the last, nor page 0', () => {
    expect(isBlogPage(1, 0)).toBe(true);
    expect(isBlogPage(2, 12)).toBe(false);
    expect(isBlogPage(2, 13)).toBe(true);
    expect(isBlogPage(3, 13)).toBe(false);
    expect(isBlogPage(0, 13)).toBe(false);
    expect(isBlogPage(1.5, 13)).toBe(false);
  });

  it('takes slugs of lower-case words and hyphens only', () => {
    expect(BLOG_SLUG_SEGMENT.test('summer-of-giving-2026')).toBe(true);
    expect(BLOG_SLUG_SEGMENT.test('Summer')).toBe(false);
    expect(BLOG_SLUG_SEGMENT.test('a--b')).toBe(false);
    expect(BLOG_SLUG_SEGMENT.test('')).toBe(false);
  });
});
