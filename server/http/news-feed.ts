/**
 * /blog/feed.atom (issue 36): the news as an Atom feed, the latest twenty posts the content
 * service shows, for feed readers; no feed while the visitor's segment does not hold `blog`.
 */
import { Hono } from 'hono';
import { NEWS_FEED_PATH } from '@contract/blog';
import { visibleItems } from '../services/cms/items';
import type { AppEnv } from './app-env';
import { escapeHtml } from './escape-html';
import { visitorHolds } from './sitemap';

const FEED_LENGTH = 20;

const text = (value: unknown) => escapeHtml(typeof value === 'string' ? value : '');

export function newsFeed(): Hono<AppEnv> {
  const feed = new Hono<AppEnv>();
  feed.get(NEWS_FEED_PATH, async (c) => {
    if (!visitorHolds(c.var.config).has('blog')) return c.notFound();
    const { content } = c.var.data;
    const now = new Date(c.var.now());
    const [settings] = visibleItems(await content.items('blog'), now, false);
    const categories = visibleItems(await content.items('blog_categories'), now, false);
    const posts = visibleItems(await content.items('blog_posts'), now, false)
      .filter((post) => post.date_published !== null)
      .sort((a, b) => b.date_published!.localeCompare(a.date_published!))
      .slice(0, FEED_LENGTH);
    const base = c.var.origin;
    const homeCategory = typeof settings?.default_category === 'string' ? settings.default_category : 'news';
    const entries = posts.map((post) => {
      const url = `${base}/blog/${post.id}`;
      const category = categories.find((entry) => entry.id === post.category);
      return [
        '  <entry>',
        `    <id>${text(url)}</id>`,
        `    <title>${text(post.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${text(url)}"/>`,
        `    <published>${text(post.date_published)}</published>`,
        `    <updated>${text(post.date_published)}</updated>`,
        `    <author><name>${text(post.author)}</name></author>`,
        category ? `    <category term="${text(category.id)}" label="${text(category.name)}"/>` : '',
        `    <summary>${text(post.summary)}</summary>`,
        '  </entry>',
      ]
        .filter(Boolean)
        .join('\n');
    });
    c.header('Content-Type', 'application/atom+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=600');
    return c.body(
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<feed xmlns="http://www.w3.org/2005/Atom">',
        `  <id>${text(`${base}/blog`)}</id>`,
        `  <title>${text(settings?.title ?? 'News')}</title>`,
        `  <subtitle>${text(settings?.description)}</subtitle>`,
        `  <link rel="self" type="application/atom+xml" href="${text(base + NEWS_FEED_PATH)}"/>`,
        `  <link rel="alternate" type="text/html" href="${text(`${base}/blog/category/${homeCategory}`)}"/>`,
        `  <updated>${text(posts[0]?.date_published ?? now.toISOString())}</updated>`,
        ...entries,
        '</feed>',
        '',
      ].join('\n'),
    );
  });
  return feed;
}
