import { Container, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { BLOG_SLUG_SEGMENT } from '@contract/address-segments';
import { isNotFound } from '@/api';
import { blogQueries } from '@/features/content/blog-queries';
import { NewsFeedHead, PostArticle, PostGrid } from '@/features/content/blog-views';
import { SitePageMeta } from '@/features/config/site-page-meta';

/**
 * /blog/{blogSlug} (spec 1 §2, spec 3 §9): a post in full, then the latest four posts and four
 * more of its category. A post the content service does not show is the 404 page.
 */
export const Route = createFileRoute('/blog/$blogSlug')({
  params: {
    parse: ({ blogSlug }: { blogSlug: string }) => {
      if (!BLOG_SLUG_SEGMENT.test(blogSlug)) throw notFound();
      return { blogSlug };
    },
    stringify: ({ blogSlug }: { blogSlug: string }) => ({ blogSlug }),
  },
  loader: async ({ context, params }) => {
    let category: string;
    try {
      ({ category } = await context.queryClient.ensureQueryData(blogQueries.post(params.blogSlug)));
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
    await Promise.all([
      context.queryClient.ensureQueryData(blogQueries.block(params.blogSlug)),
      context.queryClient.ensureQueryData(blogQueries.block(params.blogSlug, category)),
    ]);
  },
  component: PostPage,
});

function PostPage() {
  const { blogSlug } = Route.useParams();
  const { data: post } = useSuspenseQuery(blogQueries.post(blogSlug));
  const { data: categories } = useSuspenseQuery(blogQueries.categories());
  const { data: settings } = useSuspenseQuery(blogQueries.settings());
  const { data: latest } = useSuspenseQuery(blogQueries.block(blogSlug));
  const { data: related } = useSuspenseQuery(blogQueries.block(blogSlug, post.category));
  const category = categories.find((entry) => entry.slug === post.category);
  // A post in both lists shows once, in its category's.
  const inCategory = new Set(related.map((entry) => entry.slug));
  const others = latest.filter((entry) => !inCategory.has(entry.slug));
  return (
    <Container size="lg" py="xl">
      <SitePageMeta
        title={post.title}
        description={post.summary}
        article={{ publishedTime: post.datePublished ?? undefined, section: category?.name ?? post.category }}
      />
      <Stack gap="xl">
        <NewsFeedHead title={settings.title} />
        <PostArticle post={post} categories={categories} />
        {related.length > 0 && (
          <Stack gap="md" component="section" aria-labelledby="more-in-category">
            <Title order={2} id="more-in-category">
              More {category?.name ?? 'news'}
            </Title>
            <PostGrid posts={related} categories={categories} block />
          </Stack>
        )}
        {others.length > 0 && (
          <Stack gap="md" component="section" aria-labelledby="latest-news">
            <Title order={2} id="latest-news">
              Latest news
            </Title>
            <PostGrid posts={others} categories={categories} block />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
