import { Alert, Anchor, Container, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { BlogPost, CmsPage } from '@contract/schemas/content';
import { isNotFound } from '@/api';
import { blogQueries } from '@/features/content/blog-queries';
import { PostArticle } from '@/features/content/blog-views';
import { CmsPageView } from '@/features/content/cms-page';
import { PREVIEW_COLLECTIONS, type PreviewCollection } from '@/features/content/queries';
import { previewQueries } from '@/features/content/preview-queries';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { NavLinkTo } from '@/ui/nav-link-to';
import { EditorsOnly } from '@/routes/-components/editors-only';

interface PreviewSearch {
  collection?: PreviewCollection;
  id?: string;
}

const STATUS_WORDS = {
  published: 'published: visitors see it as it is here',
  draft: 'a draft: only content editors see it',
  archived: 'archived: only content editors see it',
} as const;

/**
 * /preview (spec 1 §2, the content preview): a content editor sees a page or a news post, a draft
 * or archived one too, as it will look (`?collection=pages|blog_posts&id=`); without an item, what
 * there is to preview. Anyone else is told plainly that previews are for content editors.
 */
export const Route = createFileRoute('/preview')({
  validateSearch: (search: Record<string, unknown>): PreviewSearch => ({
    ...(PREVIEW_COLLECTIONS.includes(search.collection as PreviewCollection)
      ? { collection: search.collection as PreviewCollection }
      : {}),
    ...(typeof search.id === 'string' && search.id ? { id: search.id } : {}),
  }),
  component: PreviewPage,
});

function PreviewPage() {
  const { collection, id } = Route.useSearch();
  return (
    <>
      <SitePageMeta title="Content preview" />
      <EditorsOnly title="Content preview">
        {(customerId) =>
          collection && id ? (
            <PreviewItem customerId={customerId} collection={collection} id={id} />
          ) : (
            <PreviewIndex customerId={customerId} />
          )
        }
      </EditorsOnly>
    </>
  );
}

const previewLink = (collection: PreviewCollection, id: string) =>
  ({ to: '/preview', search: { collection, id } }) as const;

/** What an editor can preview: every page and post, drafts and archived ones with their status. */
function PreviewIndex({ customerId }: { customerId: string }) {
  const pages = useQuery(previewQueries.list<CmsPage>(customerId, 'pages'));
  const posts = useQuery(previewQueries.list<BlogPost>(customerId, 'blog_posts'));
  const lists: [string, PreviewCollection, typeof pages.data][] = [
    ['Pages', 'pages', pages.data],
    ['News posts', 'blog_posts', posts.data],
  ];
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Content preview</Title>
        <Text>
          Choose a page or a post to see it as it will look, drafts and archived ones included. Pages’ titles
          for search engines are in{' '}
          <Anchor component={NavLinkTo} link={{ to: '/preview/translations' }}>
            Translations
          </Anchor>
          .
        </Text>
        {lists.map(([title, collection, items]) => (
          <Stack key={collection} gap="xs" component="section" aria-labelledby={`preview-${collection}`}>
            <Title order={2} size="h3" id={`preview-${collection}`}>
              {title}
            </Title>
            {items ? (
              <List spacing={4}>
                {items.map((item) => (
                  <List.Item key={item.id}>
                    <Anchor component={NavLinkTo} link={previewLink(collection, item.id)}>
                      {item.title}
                    </Anchor>{' '}
                    <Text span size="sm" c="dimmed">
                      ({item.status})
                    </Text>
                  </List.Item>
                ))}
              </List>
            ) : (
              <Skeleton height={120} />
            )}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}

function PreviewItem({
  customerId,
  collection,
  id,
}: {
  customerId: string;
  collection: PreviewCollection;
  id: string;
}) {
  const item = useQuery(previewQueries.item<CmsPage | BlogPost>(customerId, collection, id));
  const categories = useQuery({ ...blogQueries.categories(), enabled: collection === 'blog_posts' });
  if (item.isPending || (collection === 'blog_posts' && categories.isPending))
    return (
      <Container size="md" py="xl">
        <Skeleton height={480} />
      </Container>
    );
  if (item.isError)
    return (
      <Container size="md" py="xl">
        <Alert color="red" role="alert">
          {isNotFound(item.error)
            ? 'There is nothing by that name to preview.'
            : 'The preview could not be loaded. Check your connection and try again.'}
        </Alert>
      </Container>
    );
  const banner = (
    <Alert color="blue" title="Preview" mb="md">
      This {collection === 'pages' ? 'page' : 'post'} is {STATUS_WORDS[item.data.status]}.{' '}
      <Anchor component={NavLinkTo} link={{ to: '/preview' }}>
        Everything to preview
      </Anchor>{' '}
      ·{' '}
      <Anchor component={NavLinkTo} link={{ to: '/marketing/feature-banner' }}>
        The banner
      </Anchor>
    </Alert>
  );
  return collection === 'pages' ? (
    <>
      <Container size="md" pt="xl">
        {banner}
      </Container>
      <CmsPageView page={item.data as CmsPage} />
    </>
  ) : (
    <Container size="lg" py="xl">
      {banner}
      <PostArticle post={item.data as BlogPost} categories={categories.data ?? []} />
    </Container>
  );
}
