/**
 * The demo news (issue 36): the blog's settings, three categories and a year's posts of real
 * length, each with its card art, written as an editor would in the content service; one draft and
 * one archived post, which only an editor's preview shows.
 */
import type { ContentStatus } from '@contract/content-visibility';
import type { PageBlock } from '@contract/schemas/content';
import type { ContentData } from '../content';
import { CARD_ART_SVG } from './content';

export const BLOG_SETTINGS = {
  title: 'News',
  description: 'Jackpots, winners, the causes your tickets support, and what is new at Lucky Dip.',
  default_category: 'news',
};

const CATEGORIES = [
  {
    slug: 'news',
    name: 'Lucky Dip news',
    description: 'What is new at Lucky Dip: big jackpots, new features and how to play safely.',
    colours: ['#5b21b6', '#db2777'],
  },
  {
    slug: 'winners',
    name: 'Winners’ stories',
    description: 'Customers who won, in their own words (shared with their permission).',
    colours: ['#b45309', '#f59e0b'],
  },
  {
    slug: 'good-causes',
    name: 'Good causes',
    description: 'Where the money from charity raffle tickets goes, and the people it helps.',
    colours: ['#0f766e', '#0ea5e9'],
  },
] as const;

type CategorySlug = (typeof CATEGORIES)[number]['slug'];

interface PostSeed {
  slug: string;
  title: string;
  summary: string;
  category: CategorySlug;
  author: string;
  date: string;
  /** The card art's words. */
  art: string;
  status?: ContentStatus;
  body: PageBlock[];
}

const p = (text: string): PageBlock => ({ type: 'paragraph', text });
const h = (text: string): PageBlock => ({ type: 'heading', text });
const list = (...items: string[]): PageBlock => ({ type: 'list', items });

const POSTS: PostSeed[] = [
  {
    slug: 'powerball-jackpot-35-million',
    title: 'Powerball jackpots to $35 million this Thursday',
    summary: 'No one took division one last week, so Thursday’s Powerball draw offers $35 million.',
    category: 'news',
    author: 'Priya Natarajan',
    date: '2026-11-24T21:00:00.000Z',
    art: '$35 million Powerball',
    body: [
      p(
        'Last Thursday’s Powerball draw had no division one winner, so the jackpot has jumped to an estimated $35 million for draw 1581 this Thursday night.',
      ),
      p(
        'Sales close at 7:30pm Sydney time on Thursday. Tickets bought after that go into the next draw, and the app says which draw a ticket is for before you buy it.',
      ),
      h('Playing in a group'),
      p(
        'A syndicate share gives you a part of a large system entry for a few dollars. Every share of a winning syndicate is paid into its holder’s wallet, and the ticket is in your account the moment you buy it.',
      ),
      p(
        'Whatever the jackpot, set yourself a budget before you play. Spend limits are under Account, then Spend limits, and take effect at once.',
      ),
    ],
  },
  {
    slug: 'summer-of-giving-2026',
    title: 'Summer of giving: an extra entry with every raffle ticket',
    summary: 'Every charity raffle ticket bought this month also enters a $10,000 prize draw.',
    category: 'news',
    author: 'Tom Castellano',
    date: '2026-11-20T00:00:00.000Z',
    art: 'Summer of giving',
    body: [
      p(
        'From today until the end of the month, every charity raffle ticket you buy with Lucky Dip adds an entry into a $10,000 prize draw, on top of the raffle’s own prizes.',
      ),
      p(
        'There is nothing to sign up for: the entries are added to your account with each ticket, and you can see them on the ticket’s page. The draw is on 2 December and the winner will be told by email and in the app.',
      ),
      list(
        'Open to customers aged 18 and over in Australia.',
        'One entry for every raffle ticket, with no limit on entries.',
        'The full terms are on the raffle’s terms and conditions page.',
      ),
    ],
  },
  {
    slug: 'introducing-daily-winners',
    title: 'Introducing Daily Winners: cash for members every night',
    summary: 'Our members’ club gives away $50 to ten members every night, and $10,000 every month.',
    category: 'news',
    author: 'Priya Natarajan',
    date: '2026-11-10T22:00:00.000Z',
    art: 'Daily Winners',
    body: [
      p(
        'Daily Winners is a members’ club with giveaways every night. Joining is free: free members unlock an entry into each nightly giveaway with a tap, and ten of them win $50 each.',
      ),
      p(
        'Premium members pay $10 for 30 days and are entered automatically, with five guaranteed entries into every giveaway, including the monthly $10,000 draw and our quarterly major prize.',
      ),
      p(
        'Prizes are paid into your Lucky Dip wallet the moment a giveaway is drawn. You can see every past giveaway and its winners on the Daily Winners pages.',
      ),
    ],
  },
  {
    slug: 'lucky-dip-on-your-home-screen',
    title: 'Lucky Dip on your home screen, results offline',
    summary: 'Install Lucky Dip from your browser and read your tickets and results without a signal.',
    category: 'news',
    author: 'Sam O’Connell',
    date: '2026-10-15T01:00:00.000Z',
    art: 'Install the app',
    body: [
      p(
        'You can now add Lucky Dip to your phone’s home screen straight from the browser. It opens like any other app, without the browser’s bars, and it keeps working when your signal does not.',
      ),
      h('What works offline'),
      list(
        'Your tickets and receipts, once you have opened them.',
        'Results and prize tables you have already read, marked with when they were saved.',
        'The games and raffles, to choose your numbers before you are back online.',
      ),
      p(
        'Buying, deposits and withdrawals always need a connection: money never moves while you are offline, and nothing is sent later without you.',
      ),
    ],
  },
  {
    slug: 'keeping-your-account-safe',
    title: 'Two-factor sign-in, and how we keep your account safe',
    summary: 'Turn on a code by email or an authenticator app, and know what we will never ask you.',
    category: 'news',
    author: 'Sam O’Connell',
    date: '2026-09-02T00:00:00.000Z',
    art: 'Your account, safe',
    body: [
      p(
        'Two-factor sign-in asks for a six-digit code as well as your password. Choose a code sent by email or one from an authenticator app under Account, then Login and security.',
      ),
      p(
        'Your card numbers are typed only into our payment provider’s secure form and never reach Lucky Dip. Withdrawals to a new bank account need your password again.',
      ),
      p(
        'We will never ask for your password, a two-factor code or a card number by phone, email or message. If something does not look right, contact us before you reply.',
      ),
    ],
  },
  {
    slug: 'spend-limits-and-breaks',
    title: 'Set a spend limit or take a break, in two taps',
    summary:
      'Weekly and monthly limits, breaks from a day to six months, and self-exclusion, from your account.',
    category: 'news',
    author: 'Priya Natarajan',
    date: '2026-08-12T00:00:00.000Z',
    art: 'Play within limits',
    body: [
      p(
        'Lotteries should be fun. Under Account, then Spend limits, you can set how much you may spend each week or month. Lowering a limit takes effect at once; raising one waits for a cooling-off period.',
      ),
      p(
        'If you would like time away, Take a break stops all purchases and deposits for the time you choose, from 24 hours to six months. A break cannot be shortened once it starts. For longer, Self-exclusion stops them for six months, one, two or five years, or permanently, and cannot be undone.',
      ),
      p(
        'If gambling stops being fun, call Gambling Help on 1800 858 858, any time, for free and confidential support.',
      ),
    ],
  },
  {
    slug: 'ballarat-syndicate-shares-division-one',
    title: 'A Ballarat syndicate of twelve shares Oz Lotto division one',
    summary: 'Twelve colleagues who bought shares on their lunch break now share $4.2 million.',
    category: 'winners',
    author: 'Tom Castellano',
    date: '2026-11-05T03:00:00.000Z',
    art: 'Twelve winners',
    body: [
      p(
        'Twelve workmates from Ballarat who have played a Lucky Dip syndicate together for three years shared Oz Lotto’s division one last Tuesday: about $350,000 each.',
      ),
      p(
        '“We buy our shares every Monday at lunch,” said one of the group, who asked not to be named. “When the notice came through on my phone I thought it was a second-division win. Then I read it again.”',
      ),
      p(
        'Each member’s share was paid into their wallet the morning after the draw. Prizes of this size are also confirmed by phone, and paid out to a bank account once the winner’s identity is verified.',
      ),
    ],
  },
  {
    slug: 'nurse-wins-surf-life-saving-home',
    title: 'A Wollongong nurse wins the Surf Life Saving prize home',
    summary: 'A single $10 raffle ticket won a beachside home and $100,000 in gold bullion.',
    category: 'winners',
    author: 'Priya Natarajan',
    date: '2026-10-22T04:00:00.000Z',
    art: 'A home by the sea',
    body: [
      p(
        'A nurse from Wollongong is the winner of the Surf Life Saving Raffle’s first prize: a furnished home on the NSW South Coast and $100,000 in gold bullion, from a single $10 ticket.',
      ),
      p(
        '“I bought it because my nephew is a nipper at our local club,” she said. “I never imagined the ticket would be the one.”',
      ),
      p(
        'The raffle raised $2.1 million for surf lifesaving clubs. Every ticket’s winners and the full prize list are on the raffle’s results page.',
      ),
    ],
  },
  {
    slug: 'first-daily-winners-giveaway',
    title: 'Ten members win $50 in our first nightly giveaway',
    summary: 'The first Daily Winners giveaway was drawn at 8pm, and the prizes paid at once.',
    category: 'winners',
    author: 'Sam O’Connell',
    date: '2026-11-12T10:00:00.000Z',
    art: 'Ten winners a night',
    body: [
      p(
        'Daily Winners’ first nightly giveaway was drawn at 8pm on 11 November. Ten members won $50 each, paid straight into their wallets, and their first names and states are on the winners page.',
      ),
      p(
        'Giveaways are drawn by our draw engine from every member’s entries, with a certified random number generator, and each giveaway is drawn once only.',
      ),
    ],
  },
  {
    slug: 'kids-hospital-raffle-funds-a-ward',
    title: 'Kids’ hospital raffle players fund a new ward',
    summary: 'Ticket holders raised enough for twelve new beds and a play room for long stays.',
    category: 'good-causes',
    author: 'Tom Castellano',
    date: '2026-10-01T00:00:00.000Z',
    art: 'Twelve new beds',
    body: [
      p(
        'Players of the Kids’ Hospital Raffle raised $1.4 million in the last year, enough to open a twelve-bed ward and a play room for children who stay in hospital for weeks at a time.',
      ),
      p(
        'Half of every ticket goes to the hospital’s foundation after prizes and costs. The foundation publishes what each raffle paid for, and we link to its reports from the raffle’s page.',
      ),
      h('What your ticket pays for'),
      list(
        'Equipment the hospital’s budget does not cover.',
        'Family rooms, so parents can stay close.',
        'Research into childhood cancers.',
      ),
    ],
  },
  {
    slug: 'where-your-raffle-ticket-goes',
    title: 'Where your raffle ticket goes this patrol season',
    summary: 'New rescue boards, first-aid training and drones for the busiest beaches.',
    category: 'good-causes',
    author: 'Priya Natarajan',
    date: '2026-09-20T00:00:00.000Z',
    art: 'Patrol season',
    body: [
      p(
        'Patrol season starts this weekend, and the money raised by Surf Life Saving Raffle ticket holders is already on the sand: 140 new rescue boards, first-aid training for 900 volunteers and six new drones.',
      ),
      p(
        'The drones fly over the busiest beaches at weekends, spotting swimmers in rips before they are in trouble, and can drop a flotation device in under a minute.',
      ),
    ],
  },
  {
    slug: 'choosing-your-cause',
    title: 'Choosing the cause your ticket supports',
    summary: 'Some raffles let you pick the charity: how to choose, and how to change it.',
    category: 'good-causes',
    author: 'Sam O’Connell',
    date: '2026-08-28T00:00:00.000Z',
    art: 'Your cause',
    body: [
      p(
        'Some of our raffles, such as Splash for Good, let you choose which charity receives your ticket’s share. Pick one on the raffle’s page before you add the ticket to your cart.',
      ),
      p(
        'Your choices are listed under Causes you support, and each cause’s page says what it does with the money. A cause you chose stays chosen for your next ticket until you pick another.',
      ),
    ],
  },
  {
    slug: 'christmas-draw-calendar',
    title: 'The Christmas draw calendar',
    summary: 'Every draw and raffle between Christmas and New Year.',
    category: 'news',
    author: 'Tom Castellano',
    date: '2026-11-25T00:00:00.000Z',
    art: 'Christmas draws',
    status: 'draft',
    body: [p('Draft: the holiday draw dates are awaiting confirmation from the lottery operators.')],
  },
  {
    slug: 'winter-raffle-results',
    title: 'Winter raffle results',
    summary: 'The winners of the winter raffles.',
    category: 'winners',
    author: 'Priya Natarajan',
    date: '2026-07-01T00:00:00.000Z',
    art: 'Winter raffles',
    status: 'archived',
    body: [p('This post has been archived: the winter raffles’ results are on each raffle’s results page.')],
  },
];

const colours = (category: CategorySlug) => CATEGORIES.find((entry) => entry.slug === category)!.colours;

/** Writes the news; an item an editor has since changed is left alone. */
export async function seedBlog(content: ContentData): Promise<void> {
  await content.putItem('blog', { id: 'default', data: BLOG_SETTINGS });
  for (const [index, { slug, name, description }] of CATEGORIES.entries())
    await content.putItem('blog_categories', { id: slug, sort: index, data: { slug, name, description } });
  for (const { date, status, art, ...post } of POSTS) {
    const [from, to] = colours(post.category);
    const file = `blog-${post.slug}`;
    await content.putFile({
      id: file,
      filename: `${file}.svg`,
      type: 'image/svg+xml',
      data: Buffer.from(CARD_ART_SVG(art, from, to)),
    });
    await content.putItem('blog_posts', {
      id: post.slug,
      status,
      datePublished: date,
      data: { ...post, image: { file, alt: art } },
    });
  }
}
