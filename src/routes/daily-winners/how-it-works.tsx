import { Container, List, Stack, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCapability } from '@/features/capabilities/capability-gate';
import { configQueries } from '@/features/config/queries';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { HowItWorksVideo } from '@/features/daily-winners/how-it-works-video';
import { membershipQueries } from '@/features/daily-winners/queries';
import { consentIsRequired } from '@/lib/cookies';
import { ProgramLinks } from '@/routes/daily-winners/-daily-winners-links';

/** /daily-winners/how-it-works (spec 3 §2's further pages): the video, and the steps in words. */
export const Route = createFileRoute('/daily-winners/how-it-works')({
  component: HowItWorksPage,
});

function HowItWorksPage() {
  const { data: config } = useSuspenseQuery(membershipQueries.config());
  const cookieConsent = useCapability('cookie_consent');
  const { data: site } = useQuery(configQueries.site());
  return (
    <Container size="md" py="xl">
      <SitePageMeta title="How Daily Winners works" description={config.explanationCard.steps.join(' ')} />
      <Stack gap="lg">
        <Title order={1}>How Daily Winners works</Title>
        <ProgramLinks current="/daily-winners/how-it-works" />
        <HowItWorksVideo
          youtubeId={config.howItWorksYoutubeId}
          consentRequired={consentIsRequired(cookieConsent, site)}
        />
        <List type="ordered" spacing="xs">
          {config.explanationCard.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </Stack>
    </Container>
  );
}
