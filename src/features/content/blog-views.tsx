/**
 * The news's pieces (issue 36): a post's card (its picture, category, date, title and summary), a
 * grid of them, the categories as links, and a post in full with its body.
 */
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { NEWS_FEED_PATH } from '@contract/blog';
import type { BlogCategory, BlogPost, BlogPostCard } from '@contract/schemas/content';
import { longDrawDate } from '@/lib/draw-labels';
import { NavLinkTo } from '@/ui/nav-link-to';
import classes from './blog-views.module.css';
import { ContentBlocks } from './cms-page';
import { fileUrl } from './queries';

const postLink = (slug: string) => ({ to: '/blog/$blogSlug', params: { blogSlug: slug } }) as const;
const categoryLink = (slug: string) =>
  ({ to: '/blog/category/$categorySlug/{-$page}', params: { categorySlug: slug, page: 1 } }) as const;

/** When a post was published, as a customer reads dates ("Tuesday 24 November 2026"). */
const publishedOn = (post: Pick<BlogPostCard, 'datePublished'>) =>
  post.datePublished ? longDrawDate(post.datePublished) : 'Not published yet';

const categoryName = (categories: BlogCategory[], slug: string) =>
  categories.find((category) => category.slug === slug)?.name ?? slug;

export function PostCard({
  post,
  categories,
  headingLevel = 2,
}: {
  post: BlogPostCard;
  categories: BlogCategory[];
  headingLevel?: 2 | 3;
}) {
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Card.Section>
        <img
          src={fileUrl(post.image.file)}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          className={classes.cardImage}
        />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" gap="xs">
          <Badge variant="light">{categoryName(categories, post.category)}</Badge>
          <Text size="sm" c="dimmed" component="time" dateTime={post.datePublished ?? undefined}>
            {publishedOn(post)}
          </Text>
        </Group>
        <Title order={headingLevel} size="h4">
          <NavLinkTo link={postLink(post.slug)}>{post.title}</NavLinkTo>
        </Title>
        <Text size="sm">{post.summary}</Text>
      </Stack>
    </Card>
  );
}

/** A grid of post cards: a page of a category three across; a block of four (`block`) four across. */
export function PostGrid({
  posts,
  categories,
  block = false,
}: {
  posts: BlogPostCard[];
  categories: BlogCategory[];
  block?: boolean;
}) {
  const headingLevel = block ? 3 : 2;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: block ? 4 : 3 }} spacing="md">
      {posts.map((post) => (
        <PostCard key={post.slug} post={post} categories={categories} headingLevel={headingLevel} />
      ))}
    </SimpleGrid>
  );
}

/** The categories, the one shown marked as the current page. */
export function CategoryLinks({ categories, current }: { categories: BlogCategory[]; current?: string }) {
  return (
    <nav aria-label="News categories">
      <Group gap="md" component="ul" className={classes.categories}>
        {categories.map((category) => (
          <li key={category.slug}>
            <Anchor
              component={NavLinkTo}
              link={categoryLink(category.slug)}
              aria-current={category.slug === current ? 'page' : undefined}
              fw={category.slug === current ? 700 : undefined}
            >
              {category.name}
            </Anchor>
          </li>
        ))}
      </Group>
    </nav>
  );
}

/** The news feed, announced in the page's head for browsers and feed readers. */
export function NewsFeedHead({ title }: { title: string }) {
  return <link rel="alternate" type="application/atom+xml" title={title} href={NEWS_FEED_PATH} />;
}

/** The news feed as a link a customer can follow (a file the server writes: a full navigation). */
export function NewsFeedLink() {
  return (
    <Anchor href={NEWS_FEED_PATH} size="sm">
      Follow the news in your feed reader (Atom)
    </Anchor>
  );
}

/** A post in full: its title, when and in which category, by whom, its picture and its body. */
export function PostArticle({ post, categories }: { post: BlogPost; categories: BlogCategory[] }) {
  return (
    <article className={classes.article}>
      <Stack gap="md">
        <Title order={1}>{post.title}</Title>
        <Text c="dimmed">
          <time dateTime={post.datePublished ?? undefined}>{publishedOn(post)}</time> ·{' '}
          <Anchor component={NavLinkTo} link={categoryLink(post.category)} underline="always">
            {categoryName(categories, post.category)}
          </Anchor>{' '}
          · By {post.author}
        </Text>
        <img
          src={fileUrl(post.image.file)}
          alt={post.image.alt}
          width={640}
          height={360}
          className={classes.heroImage}
        />
        <Text size="lg" fw={500}>
          {post.summary}
        </Text>
        <ContentBlocks blocks={post.body} />
      </Stack>
    </article>
  );
}

export { categoryLink };
