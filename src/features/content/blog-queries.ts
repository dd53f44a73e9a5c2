/**
 * The news's reads (issue 36, spec 3 §7's content-system calls): the blog's settings and
 * categories, a category's posts twelve a page, one post, and the latest and same-category posts
 * shown beside it (four each, the post itself left out). Public, kept on the device.
 */
import { queryOptions } from '@tanstack/react-query';
import { BLOG_BLOCK_SIZE, BLOG_PAGE_SIZE } from '@contract/blog';
import { freshMs } from '@contract/cache-policy';
import { pageOffset } from '@contract/paging';
import * as endpoints from '@contract/endpoints/blog';
import type { BlogPostCard } from '@contract/schemas/content';
import { call, callEnvelope } from '@/api/call';
import { fieldsOf, withFields } from './listed';

const PUBLIC = { staleTime: freshMs('public'), meta: { persist: true } } as const;
const CARD_FIELDS = [
  'id',
  'slug',
  'title',
  'summary',
  'category',
  'author',
  'status',
  'datePublished',
  'image',
] as const satisfies readonly (keyof BlogPostCard)[];
const NEWEST_FIRST = '-date_published';

export interface BlogPage {
  posts: BlogPostCard[];
  total: number;
}

/** Newest first: `count` posts from `offset`, of one category or of all, leaving `without` out. */
async function postCards(options: { category?: string; offset: number; count: number; without?: string }) {
  const filter: Record<string, unknown> = {
    ...(options.category ? { category: { _eq: options.category } } : {}),
    ...(options.without ? { slug: { _neq: options.without } } : {}),
  };
  const response = await callEnvelope(endpoints.posts, {
    query: {
      fields: fieldsOf(CARD_FIELDS),
      sort: NEWEST_FIRST,
      limit: options.count,
      offset: options.offset,
      ...(Object.keys(filter).length > 0 ? { filter: JSON.stringify(filter) } : {}),
    },
  });
  const posts: BlogPostCard[] = response.result.map((post) => withFields(post, CARD_FIELDS));
  return { posts, total: response.pageInfo?.total ?? posts.length };
}

export const blogQueries = {
  settings: () =>
    queryOptions({
      queryKey: ['content', 'blog', 'settings'],
      queryFn: () => call(endpoints.settings),
      ...PUBLIC,
    }),
  categories: () =>
    queryOptions({
      queryKey: ['content', 'blog', 'categories'],
      queryFn: () => call(endpoints.categories, { query: { sort: 'sort', limit: -1 } }),
      ...PUBLIC,
    }),
  categoryPage: (category: string, page: number) =>
    queryOptions({
      queryKey: ['content', 'blog', 'category', category, page],
      queryFn: (): Promise<BlogPage> =>
        postCards({ category, offset: pageOffset(page, BLOG_PAGE_SIZE), count: BLOG_PAGE_SIZE }),
      ...PUBLIC,
    }),
  post: (slug: string) =>
    queryOptions({
      queryKey: ['content', 'blog', 'post', slug],
      queryFn: () => call(endpoints.post, { params: { id: slug } }),
      ...PUBLIC,
    }),
  /** The block beside a post: the latest four of a category, or of all the news. */
  block: (without: string, category?: string) =>
    queryOptions({
      queryKey: ['content', 'blog', 'block', category ?? 'latest', without],
      queryFn: async () => (await postCards({ category, offset: 0, count: BLOG_BLOCK_SIZE, without })).posts,
      ...PUBLIC,
    }),
};
