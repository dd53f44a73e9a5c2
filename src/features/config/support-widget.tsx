/** The customer support widget: phone and opening hours from configuration, chat only when it is available, email. */
import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PhoneIcon } from '../../ui/icons';
import { configQueries } from './queries';

export function SupportWidget() {
  const { data: config } = useQuery(configQueries.site());
  if (!config) return <Skeleton height={140} />;
  const chat = config.supportChat?.available && config.supportChat.url;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="support-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="support-heading">
          We&apos;re here to help
        </Title>
        <Text>
          <PhoneIcon width={16} height={16} />{' '}
          <Anchor href={`tel:${config.supportNumber.replace(/\s/g, '')}`} fw={700}>
            {config.supportNumber}
          </Anchor>
        </Text>
        <Text size="sm">{config.supportOpeningHours}</Text>
        {chat && <Anchor href={chat}>Chat with us</Anchor>}
        <Anchor href={`mailto:${config.supportEmail}`}>Email {config.supportEmail}</Anchor>
      </Stack>
    </Paper>
  );
}
