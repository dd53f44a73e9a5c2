import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { render } from '@/testing/render';
import { GiveawayCard, JoinFreeButton, standingOf } from './program-views';
import { membershipQueries } from './queries';

/** Tonight's giveaway as the landing shows it, with the join control while not a member. */
function Tonight({ customerId }: { customerId: string }) {
  const config = useQuery(membershipQueries.config());
  const membership = useQuery(membershipQueries.membership(customerId));
  if (!config.data || !membership.data) return <p>Loading</p>;
  const daily = config.data.dailyGiveaways[0]!;
  return (
    <>
      {membership.data.membershipTier === null && <JoinFreeButton customerId={customerId} />}
      <GiveawayCard
        draw={daily}
        config={config.data}
        standing={standingOf(membership.data)}
        customerId={customerId}
        entry={membership.data.upcomingDraws.find((draw) => draw.drawId === daily.drawId)}
      />
    </>
  );
}

describe('a giveaway’s card', () => {
  it('asks a non-member to join, then lets the free member unlock their entry, pending until it is in', async () => {
    const { user } = await render(({ customerId }) => <Tonight customerId={customerId} />, {
      signedInAs: 'demo@luckydip.test',
    });
    expect(await screen.findByText('Join Daily Winners free to enter this giveaway.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Join free' }));
    const unlock = await screen.findByRole('button', { name: 'Unlock my entry' });
    // A free member is asked to go premium for guaranteed entries.
    expect(screen.getByText(/^Go premium \(\$10\.00 for 30 days\)/)).toBeTruthy();
    await user.click(unlock);
    expect(unlock.getAttribute('data-loading')).toBe('true');
    expect(await screen.findByText('Unlocked: 1 entry')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unlock my entry' })).toBeNull();
  });
});
