import { Container, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { BLOG_SLUG_SEGMENT } from '@contract/address-segments';
import { blogPageCount, isBlogPage } from '@contract/blog';
import { blogQueries } from '@/features/content/blog-queries';
import {
  CategoryLinks,
  NewsFeedHead,
  NewsFeedLink,
  PostGrid,
  categoryLink,
} from '@/features/content/blog-views';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { pageParam } from '@/routes/-components/address-params';
import { Pager } from '@/ui/pager';

/**
 * /blog/category/{slug}[/{page}] (spec 1 §2, spec 3 §9): a category's posts, the newest first,
 * twelve a page. An unknown category, or a page past its last, is the 404 page.
 */
export const Route = createFileRoute('/blog/category/$categorySlug/{-$page}')({
  params: {
    parse: ({ categorySlug, page }: { categorySlug: string; page?: string }) => {
      if (!BLOG_SLUG_SEGMENT.test(categorySlug)) throw notFound();
      return { categorySlug, ...pageParam.parse({ page }) };
    },
    stringify: ({ categorySlug, page }: { categorySlug: string; page: number }) => ({
      categorySlug,
      ...pageParam.stringify({ page }),
    }),
  },
  loader: async ({ context, params }) => {
    const categories = await context.queryClient.ensureQueryData(blogQueries.categories());
    if (!categories.some((category) => category.slug === params.categorySlug)) throw notFound();
    const { total } = await context.queryClient.ensureQueryData(
      blogQueries.categoryPage(params.categorySlug, params.page),
    );
    if (!isBlogPage(params.page, total)) throw notFound();
  },
  component: CategoryPage,
});

function CategoryPage() {
  const { categorySlug, page } = Route.useParams();
  const { data: settings } = useSuspenseQuery(blogQueries.settings());
  const { data: categories } = useSuspenseQuery(blogQueries.categories());
  const { data: posts } = useSuspenseQuery(blogQueries.categoryPage(categorySlug, page));
  const category = categories.find((entry) => entry.slug === categorySlug)!;
  return (
    <Container size="lg" py="xl">
      <SitePageMeta
        title={page > 1 ? `${category.name}, page ${page}` : category.name}
        description={category.description}
      />
      <Stack gap="lg">
        <Stack gap="xs">
          <Text fw={700} c="dimmed" tt="uppercase" size="sm">
            {settings.title}
          </Text>
          <Title order={1}>{category.name}</Title>
          <Text maw={720}>{category.description}</Text>
          <CategoryLinks categories={categories} current={categorySlug} />
          <NewsFeedHead title={settings.title} />
          <NewsFeedLink />
        </Stack>
        {posts.posts.length > 0 ? (
          <PostGrid posts={posts.posts} categories={categories} />
        ) : (
          <Text>There is no news in this category yet.</Text>
        )}
        <Pager
          page={page}
          totalPages={blogPageCount(posts.total)}
          link={(to) => ({ ...categoryLink(categorySlug), params: { categorySlug, page: to } })}
        />
      </Stack>
    </Container>
  );
}
