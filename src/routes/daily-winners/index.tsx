import { Anchor, Card, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LISTED_GIVEAWAY_TYPES } from '@contract/membership';
import { useCapability } from '@/features/capabilities/capability-gate';
import { SitePageMeta } from '@/features/config/site-page-meta';
import { markMembershipVisited } from '@/features/content/membership-visit';
import { GiveawayCard, JoinFreeButton, standingOf } from '@/features/daily-winners/program-views';
import { membershipQueries } from '@/features/daily-winners/queries';
import { NavLinkTo } from '@/ui/nav-link-to';
import { ProgramLinks } from '@/routes/daily-winners/-daily-winners-links';
import { useVisitor } from '@/ui/use-hydrated';

/**
 * /daily-winners (spec 3 §2, the landing): what the program is, the giveaways open now with what
 * each says to the customer by where they stand (spec 3 §4) and their entries, joining, and the
 * program's other pages. Visiting it clears the navigation item's dot.
 */
export const Route = createFileRoute('/daily-winners/')({
  component: DailyWinnersPage,
});

function DailyWinnersPage() {
  const customerId = useVisitor().customerId();
  const { data: config } = useSuspenseQuery(membershipQueries.config());
  const membership = useQuery({
    ...membershipQueries.membership(customerId ?? ''),
    enabled: Boolean(customerId),
  });
  const standing = standingOf(membership.data);
  const canBuy = useCapability('membership_purchase');
  useEffect(markMembershipVisited, []);
  const open = [
    ...config.dailyGiveaways,
    ...config.monthlyGiveaways,
    ...config.specialGiveaways,
    ...config.majorGiveaways,
  ];
  const entryOf = (drawId: number) => membership.data?.upcomingDraws.find((draw) => draw.drawId === drawId);
  // A member is told about their membership, not invited to join what they have joined.
  const card = membership.data?.membershipTier ? config.manageMembership : config.optIn;
  return (
    <Container size="lg" py="xl">
      <SitePageMeta title={config.programName} description={config.titleContent.subtitle} />
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{config.titleContent.title}</Title>
          <Text size="lg" maw={720}>
            {config.titleContent.subtitle}
          </Text>
          <ProgramLinks current="/daily-winners" />
        </Stack>

        <Card withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {card.title}
            </Title>
            <Text>{card.text}</Text>
            {!customerId ? (
              <Group>
                <NavLinkTo to="/signup" search={{ redirect: '/daily-winners' }}>
                  Open an account
                </NavLinkTo>
                <Text span>or</Text>
                <NavLinkTo to="/login" search={{ redirect: '/daily-winners' }}>
                  log in
                </NavLinkTo>
                <Text span>to join.</Text>
              </Group>
            ) : membership.data?.membershipTier ? (
              <Text>
                You are a {membership.data.membershipTier} member.{' '}
                <NavLinkTo to="/daily-winners/manage-membership">Manage your membership</NavLinkTo>
              </Text>
            ) : membership.data?.membershipStatus === 'pending-deposit' ? (
              <Text>Your premium membership starts once your deposit is complete.</Text>
            ) : membership.data?.eligibility === 'ineligible' ? (
              <Text>Daily Winners is not open to you while your account is on a break.</Text>
            ) : (
              membership.data && (
                <Group align="flex-start">
                  <JoinFreeButton customerId={customerId} />
                  {canBuy && (
                    <NavLinkTo to="/daily-winners/membership-tiers">Compare free and premium</NavLinkTo>
                  )}
                </Group>
              )
            )}
          </Stack>
        </Card>

        <Stack gap="md">
          <Title order={2}>Open now</Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            {open.map((draw) => (
              <GiveawayCard
                key={draw.drawId}
                draw={draw}
                config={config}
                standing={standing}
                customerId={customerId}
                entry={entryOf(draw.drawId)}
              />
            ))}
          </SimpleGrid>
          <Group gap="md">
            {LISTED_GIVEAWAY_TYPES.map((type) => (
              <NavLinkTo key={type} to={`/daily-winners/${type}-giveaways/{-$page}`} params={{ page: 1 }}>
                All {type} giveaways
              </NavLinkTo>
            ))}
          </Group>
        </Stack>

        <Card withBorder padding="lg" radius="md">
          <Title order={2} size="h3">
            {config.explanationCard.title}
          </Title>
          <List type="ordered" mt="sm" spacing="xs">
            {config.explanationCard.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
          <Anchor
            component={NavLinkTo}
            link={{ to: '/daily-winners/how-it-works' }}
            mt="sm"
            display="inline-block"
          >
            Watch how it works
          </Anchor>
        </Card>

        <Stack gap="xs">
          <Title order={2}>{config.pastWinners.title}</Title>
          <Text>
            {config.pastWinners.text}{' '}
            <NavLinkTo to="/daily-winners/winners/{-$page}" params={{ page: 1 }}>
              See the winners
            </NavLinkTo>
          </Text>
        </Stack>

        <Stack gap="xs">
          <Title order={2}>Questions</Title>
          {config.frequentlyAskedQuestions.map((entry) => (
            <Card key={entry.question} withBorder padding="sm" radius="md" component="details">
              <Text component="summary" fw={700} style={{ cursor: 'pointer' }}>
                {entry.question}
              </Text>
              <Text mt="xs">{entry.answer}</Text>
            </Card>
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          {config.footer.disclaimerText}
        </Text>
      </Stack>
    </Container>
  );
}
