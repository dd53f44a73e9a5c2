import { describe, expect, it } from 'vitest';
import {
  entryStatus,
  giveawayContent,
  navigationStatus,
  tierEnters,
  type MembershipStanding,
} from './membership';

const nonMember: MembershipStanding = { status: 'non-member', tier: null };
const free: MembershipStanding = { status: 'member', tier: 'free' };
const premium: MembershipStanding = { status: 'member', tier: 'premium' };
const upgrading: MembershipStanding = { status: 'pending-deposit', tier: 'free' };
const joiningPremium: MembershipStanding = { status: 'pending-deposit', tier: null };

describe('Daily Winners rules', () => {
  it('content by status: join prompts by giveaway tier, premium text, free-locked, closed-member', () => {
    const open = (type: 'daily' | 'monthly' | 'major' | 'special') => ({ type, state: 'DRAW_OPEN' as const });
    expect(giveawayContent(nonMember, open('daily'))).toBe('join-all');
    expect(giveawayContent(nonMember, open('monthly'))).toBe('join-premium');
    expect(giveawayContent(free, open('daily'))).toBe('join-premium');
    expect(giveawayContent(free, open('monthly'))).toBe('free-locked');
    expect(giveawayContent(free, open('major'))).toBe('free-locked');
    expect(giveawayContent(premium, open('major'))).toBe('premium');
    expect(giveawayContent(free, { type: 'daily', state: 'DRAW_PAID' })).toBe('closed-member');
    expect(giveawayContent(premium, { type: 'monthly', state: 'DRAW_CLOSED' })).toBe('closed-member');
    // A visitor after the draw is still asked to join.
    expect(giveawayContent(nonMember, { type: 'daily', state: 'DRAW_PAID' })).toBe('join-all');
  });

  it('entries: premium guaranteed, free unlocked once unlocked, and premium giveaways are premium’s', () => {
    expect(entryStatus(nonMember, true)).toBe('locked');
    expect(entryStatus(free, false)).toBe('locked');
    expect(entryStatus(free, true)).toBe('unlocked');
    expect(entryStatus(upgrading, true)).toBe('unlocked');
    expect(entryStatus(premium, false)).toBe('guaranteed');
    expect(tierEnters('free', 'daily')).toBe(true);
    expect(tierEnters('free', 'special')).toBe(true);
    expect(tierEnters('free', 'monthly')).toBe(false);
    expect(tierEnters(null, 'daily')).toBe(false);
    expect(tierEnters('premium', 'major')).toBe(true);
  });

  it('navigation status: anonymous, non-member, then by the next nightly entry', () => {
    expect(navigationStatus(false, undefined, undefined)).toBe('anonymous');
    expect(navigationStatus(true, undefined, undefined)).toBe('non-member');
    expect(navigationStatus(true, joiningPremium, 'locked')).toBe('non-member');
    expect(navigationStatus(true, free, 'locked')).toBe('draw_locked');
    expect(navigationStatus(true, free, 'unlocked')).toBe('draw_unlocked');
    expect(navigationStatus(true, premium, 'guaranteed')).toBe('draw_unlocked');
  });
});
