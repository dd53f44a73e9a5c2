/**
 * What a customer on a break or self-excluded sees on a page that sells (issue 62, point 1): not
 * an error, but that play is paused for them, until when, what is still theirs, and where to get
 * help. The route gate sends them here (src/features/capabilities/route-gate.ts), in the site's
 * frame and still signed in.
 */
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { pauseMessage } from '@contract/play-pause';
import { contentQueries } from '@/features/content/queries';
import { GamblingHelp } from '@/ui/gambling-help';
import { ContentLink, NavLinkTo } from '@/ui/nav-link-to';
import { PageSkeleton } from '@/ui/page-skeleton';
import { useVisitor } from '@/ui/use-hydrated';
import { customerPause } from '@/lib/play-pause';
import { accountQueries } from '@/features/account/queries';
import frame from '@/ui/frame.module.css';

export default function PlayPausedPage() {
  const customerId = useVisitor().customerId();
  const { data: customer, isPending } = useQuery({
    ...accountQueries.customer(customerId ?? ''),
    enabled: customerId !== undefined,
  });
  const { data: site } = useQuery(contentQueries.site());
  const pause = customerPause(customer);
  if (customerId !== undefined && isPending) return <PageSkeleton />;
  const heading = pause?.kind === 'break' ? 'You are taking a break' : 'You have excluded yourself from play';
  return (
    <section className={`${frame.container} ${frame.containerSm}`} aria-labelledby="paused-heading">
      <title>{heading}</title>
      <Stack gap="md" align="flex-start">
        <Title order={1} id="paused-heading">
          {heading}
        </Title>
        <Text size="lg">
          {pause ? pauseMessage(pause) : 'Buying tickets and depositing are switched off for your account.'}
        </Text>
        <Text>
          {pause?.kind === 'exclusion' && pause.until === null
            ? 'Your autoplay and subscriptions buy nothing more.'
            : 'Your autoplay and subscriptions skip their draws until then, and carry on after it.'}{' '}
          Everything you hold is still yours:
        </Text>
        <List>
          <List.Item>
            <Anchor
              component={NavLinkTo}
              link={{ to: '/my-account/upcoming-tickets/{-$page}', params: { page: 1 } }}
            >
              Your tickets
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={NavLinkTo} link={{ to: '/lotto-results/{-$page}', params: { page: 1 } }}>
              Results
            </Anchor>
          </List.Item>
          <List.Item>
            <Anchor component={NavLinkTo} link={{ to: '/my-account/withdraw' }}>
              Withdraw your winnings
            </Anchor>
          </List.Item>
        </List>
        <GamblingHelp />
        {site && (
          <Anchor component={ContentLink} href={site.footer.responsibleGamblingUrl}>
            About responsible gaming
          </Anchor>
        )}
      </Stack>
    </section>
  );
}
