import { Alert, Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { previewQueries } from '@/features/content/preview-queries';
import { BannerView } from '@/features/content/sitewide-banner';
import { NavLinkTo } from '@/ui/nav-link-to';
import { EditorsOnly } from '@/routes/-components/editors-only';

/**
 * /marketing/feature-banner (spec 1 §2, the banner preview): a content editor sees the sitewide
 * banner as the content service holds it, as the site shows it, whether or not they dismissed it.
 */
export const Route = createFileRoute('/marketing/feature-banner')({
  component: function FeatureBannerPage() {
    return (
      <>
        <SitePageMeta title="Banner preview" />
        <EditorsOnly title="Banner preview">
          {(customerId) => <BannerPreview customerId={customerId} />}
        </EditorsOnly>
      </>
    );
  },
});

function BannerPreview({ customerId }: { customerId: string }) {
  const site = useQuery(previewQueries.site(customerId));
  const banner = site.data?.sitewideBanner;
  return (
    <Stack gap="lg" py="xl">
      <Container size="md" w="100%">
        <Stack gap="xs">
          <Title order={1}>Banner preview</Title>
          <Text>The sitewide banner as every page shows it, until a customer dismisses it.</Text>
          <Anchor component={NavLinkTo} link={{ to: '/preview' }}>
            Preview pages and news posts
          </Anchor>
        </Stack>
      </Container>
      {site.isPending ? (
        <Skeleton height={48} />
      ) : site.isError ? (
        <Container size="md" w="100%">
          <Alert color="red" role="alert">
            The banner could not be loaded. Check your connection and try again.
          </Alert>
        </Container>
      ) : banner ? (
        <>
          <BannerView banner={banner} />
          <Container size="md" w="100%">
            <Text size="sm" c="dimmed">
              Banner {banner.id}: its link leads to {banner.linkUrl}. A customer who dismisses it sees it
              again only when a banner with another id goes out.
            </Text>
          </Container>
        </>
      ) : (
        <Container size="md" w="100%">
          <Text>There is no sitewide banner set in the content service.</Text>
        </Container>
      )}
    </Stack>
  );
}
