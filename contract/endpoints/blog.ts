/**
 * The news (spec 3 §3; /api/cms): its settings, categories and posts, each as the content service
 * keeps it. A listing takes the item query language and answers only the fields it asks for (its
 * id always). Apart from the rest of the content service: only the news pages and an editor's
 * preview call these.
 */
import type { BlogCategory, BlogPost, BlogSettings, ItemListing, Listed } from '../schemas/content';
import { endpoint } from './endpoint';

const items = { service: 'cms', personal: false, method: 'GET', cache: 'public' } as const;

export const settings = endpoint<{ answer: BlogSettings }>()({ ...items, path: '/items/blog' });
export const categories = endpoint<{ query: ItemListing; answer: BlogCategory[] }>()({
  ...items,
  path: '/items/blog_categories',
  paged: true,
});
export const posts = endpoint<{ query: ItemListing; answer: Listed<BlogPost>[] }>()({
  ...items,
  path: '/items/blog_posts',
  paged: true,
});
export const post = endpoint<{ answer: BlogPost }>()({ ...items, path: '/items/blog_posts/:id' });
