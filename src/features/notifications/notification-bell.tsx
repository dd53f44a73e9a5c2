/**
 * The notifications bell (spec 1 §2, spec 3 §2; notifications-feed capability): the count of
 * unviewed cards in the feed, and the feed in a drawer. Opening the feed marks what it shows as
 * viewed. Loaded only for a signed-in customer with the capability.
 */
import { Anchor, Drawer, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '@/ui/empty-state';
import { BellIcon } from '@/ui/list-icons';
import { ContentLink } from '@/ui/nav-link-to';
import { feedCards, feedMutations, feedQueries, unviewedCount } from './feed-queries';
import counts from '@/ui/count-badge.module.css';
import classes from './notification-bell.module.css';

export default function NotificationBell({ customerId }: { customerId: string }) {
  const { data: cards = [], isPending } = useQuery(feedQueries.cards(customerId));
  const markViewed = useMutation(feedMutations.markViewed(customerId));
  const [opened, setOpened] = useState(false);
  const count = unviewedCount(cards);
  const shown = feedCards(cards);
  const open = () => {
    setOpened(true);
    const ids = shown.filter((card) => !card.viewed).map((card) => card.id);
    if (ids.length > 0) markViewed.mutate({ ids });
  };
  return (
    <>
      <button type="button" className={classes.bell} onClick={open} aria-haspopup="dialog">
        <BellIcon />
        <VisuallyHidden>Notifications{count > 0 ? `, ${count} new` : ''}</VisuallyHidden>
        {count > 0 && (
          <span className={count > 9 ? `${counts.badge} ${counts.small}` : counts.badge} aria-hidden="true">
            {count}
          </span>
        )}
      </button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title="Notifications"
        position="right"
        size="sm"
      >
        {isPending ? (
          <Text role="status">Loading your notifications…</Text>
        ) : shown.length === 0 ? (
          <EmptyState icon={<BellIcon />} title="You have no notifications.">
            Results, wins and news about your tickets show here.
          </EmptyState>
        ) : (
          <Stack gap="sm" component="ul" className={classes.list}>
            {shown.map((card) => (
              <Paper key={card.id} component="li" withBorder p="sm" radius="md">
                <Text fw={700}>{card.title}</Text>
                <Text size="sm">{card.message}</Text>
                {card.link && (
                  <Anchor component={ContentLink} href={card.link} size="sm" onClick={() => setOpened(false)}>
                    {card.linkText ?? 'Read more'}
                  </Anchor>
                )}
              </Paper>
            ))}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
