/**
 * The wider membership (issue 62, point 3): the members outside the demo whose entries a giveaway
 * draws from beside the site's own, and whose names the winners lists show, as the tickets sold
 * elsewhere in a raffle or a lottery draw are. Tens of thousands of members, each with one name
 * and state for good, spread over Australia as its people are, rather than eight names that won
 * every prize. Customers are members by their customer number; the wider membership's numbers
 * start far above any of them.
 */
import { GIVEAWAY_TYPES, type GiveawayType } from '@contract/membership';

export const WIDER_MEMBERSHIP = { first: 1_000_001, size: 90_000 };

const FIRST_NAMES = (
  'Olivia Jack Charlotte Noah Amelia William Isla Oliver Mia Leo Ava Henry Grace Thomas Chloe ' +
  'James Ruby Lucas Sophie Ethan Emily Liam Zoe Harrison Matilda Cooper Evie Lachlan Hannah Mason ' +
  'Georgia Riley Ella Samuel Lily Archie Harper Max Ivy Hudson Margaret Peter Susan John Karen ' +
  'David Helen Michael Linda Robert Julie Paul Michelle Mark Sharon Craig Kylie Darren Leanne ' +
  'Shane Wei Mei Jun Xin Priya Arjun Aarav Ananya Rahul Deepa Minh Linh Thanh Huong Mohammed ' +
  'Fatima Ahmed Aisha Omar Layla Giuseppe Maria Giorgos Eleni Nikos Sofia Marco Lucia Aroha Tama ' +
  'Mere Wiremu Jarrah Kirra Talia Bindi Seo-yeon Ji-ho Hiroshi Yuki Rosa Carlos Ana Diego Siobhan ' +
  'Declan Niamh Sean Ingrid Lars'
).split(' ');
// No surname starts with X in the register often enough to show; Q, U, Y and Z rarely.
const INITIALS = 'AABBBCCCDDEFFGGHHHJJKKLLLMMMMNNOPPPRRSSSSTTTVWWWQUYZ';
/** Each state's share of the members, per thousand, as Australia's population divides. */
const STATES: [string, number][] = [
  ['NSW', 310],
  ['VIC', 258],
  ['QLD', 205],
  ['WA', 110],
  ['SA', 70],
  ['TAS', 21],
  ['ACT', 17],
  ['NT', 9],
];

/** A 32-bit mix (Wellons' lowbias32): neighbouring numbers land far apart. */
function mix(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

function stateOf(perMille: number): string {
  let left = perMille;
  for (const [state, share] of STATES) {
    if (left < share) return state;
    left -= share;
  }
  return 'NSW';
}

/** A member's name as a winners list shows it ("Priya R., QLD"): the same every time. */
export function memberName(member: number): string {
  const a = mix(member);
  const b = mix(a ^ 0x9e3779b9);
  const first = FIRST_NAMES[a % FIRST_NAMES.length]!;
  const initial = INITIALS[(a >>> 12) % INITIALS.length]!;
  return `${first} ${initial}., ${stateOf(b % 1000)}`;
}

/**
 * Which of the wider membership enter a giveaway: a run of members as long as its public
 * entries, starting at a place its type and number choose, so each draw has its own.
 */
export function widerEntrants(type: GiveawayType, number: number, count: number) {
  const room = Math.max(1, WIDER_MEMBERSHIP.size - count + 1);
  const start = mix(number * 31 + GIVEAWAY_TYPES.indexOf(type)) % room;
  return { first: WIDER_MEMBERSHIP.first + start, count };
}
