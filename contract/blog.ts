/**
 * The news (spec 1 §2, spec 3 §9, issue 36): a category's posts twelve a page, four in the latest
 * and category blocks beside a post. Which page numbers a category has is one rule for the PWA's
 * routes (a page past the last is the 404 page) and the server's page status.
 */
export const BLOG_PAGE_SIZE = 12;
export const BLOG_BLOCK_SIZE = 4;

/** A category's pages: at least one, so an empty category still has its page 1. */
export const blogPageCount = (posts: number) => Math.max(1, Math.ceil(posts / BLOG_PAGE_SIZE));

/** Whether page `page` of a category of `posts` posts exists. */
export const isBlogPage = (page: number, posts: number) =>
  Number.isInteger(page) && page >= 1 && page <= blogPageCount(posts);

/** The news as an Atom feed, which the server writes (not a page of the app). */
export const NEWS_FEED_PATH = '/blog/feed.atom';
