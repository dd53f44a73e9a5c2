/**
 * The content service's demo content: theme, site settings, navigation, component variants, the
 * About pages (with one draft and one scheduled page to show the publication rules), logos and
 * SEO translations. Stored as the content service stores what editors write (snake_case JSON).
 */
import { FAQ_PAGE_NAME } from '@contract/content-pages';
import type { ContentStatus } from '@contract/content-visibility';
import type { PageBlock } from '@contract/schemas/content';
import type { ContentData } from '../content';
import { millionsText, prizeText } from '../../money';
import { ARTWORK_FILES } from './artwork';

const shades = (list: string) => list.split(' ');

export const THEME = {
  border_radius: '10px',
  box_shadow: '0 2px 10px rgba(26, 16, 51, 0.12)',
  primary_color: 'primary',
  colors: {
    primary: shades('#f5f0ff #e6dcfb #cbb6f3 #ae8dec #9569e5 #8453e1 #7a46e0 #6939c7 #5b21b6 #4c1d95'),
    secondary: shades('#fffbe6 #fff3bf #ffe98a #ffde54 #ffd52b #ffcf12 #facc15 #e0b200 #c79e00 #ac8800'),
    tertiary: shades('#e6fcf5 #c3fae8 #96f2d7 #63e6be #38d9a9 #20c997 #12b886 #0ca678 #087f5b #066649'),
    success: shades('#ebfbee #d3f9d8 #b2f2bb #8ce99a #69db7c #51cf66 #40c057 #37b24d #2b8a3e #1f6e30'),
    warning: shades('#fff4e6 #ffe8cc #ffd8a8 #ffc078 #ffa94d #ff922b #fd7e14 #f76707 #c2410c #9a3412'),
    danger: shades('#fff5f5 #ffe3e3 #ffc9c9 #ffa8a8 #ff8787 #ff6b6b #fa5252 #f03e3e #c92a2a #a61e1e'),
    info: shades('#e7f5ff #d0ebff #a5d8ff #74c0fc #4dabf7 #339af0 #228be6 #1c7ed6 #1864ab #145591'),
    neutral: shades('#f8f9fa #f1f3f5 #e9ecef #dee2e6 #ced4da #adb5bd #868e96 #495057 #343a40 #212529'),
    accent: shades('#fff0f6 #ffdeeb #fcc2d7 #faa2c1 #f783ac #f06595 #e64980 #d6336c #c2255c #a61e4d'),
  },
  logos: { default: 'logo', white: 'logo-white', navbar: 'logo-white' },
  meta_images: { favicon: 'favicon', apple_touch: 'favicon', og_image: 'og-image' },
  motifs: { hero: 'confetti' },
  heading_font: 'system-ui',
  body_font: 'system-ui',
  style_sheet_url: null,
};

const LOTTERIES = [
  {
    name: 'Oz Lotto',
    url: 'oz-lotto',
    description: 'Tuesday nights. Pick 7 from 47 for division one.',
    featured: true,
  },
  {
    name: 'Powerball',
    url: 'powerball',
    description: 'Thursday nights. 7 numbers plus the Powerball.',
    featured: true,
  },
  {
    name: 'Saturday Lotto',
    url: 'saturday-lotto',
    description: 'Every Saturday. Pick 6 from 45.',
    featured: true,
  },
  {
    name: 'Mon & Wed Lotto',
    url: 'mon-wed-lotto',
    description: `Monday and Wednesday. ${millionsText(1)} division one.`,
    featured: false,
  },
  {
    name: 'Set for Life',
    url: 'set-for-life',
    description: `Daily. ${prizeText(2_000_000)} a month for 20 years.`,
    featured: true,
  },
  {
    name: 'Surf Life Saving Raffle',
    url: 'surf-life-saving-raffle',
    description: 'Win a home and help save lives on our beaches.',
    featured: false,
  },
];

export const SITE_CONFIG = {
  site_name: 'Lucky Dip',
  tagline: 'Lotteries and charity raffles, in your pocket',
  route_paths: {} as Record<string, string>,
  lotteries: LOTTERIES,
  footer: {
    support_url: '/about/contact-us',
    privacy_url: '/about/privacy',
    cookie_policy_url: '/about/cookie-policy',
    about_url: '/about',
    terms_of_use_url: '/about/terms-of-use',
    terms_url: '/about/terms-and-conditions',
    news_url: '/blog/category/news',
    responsible_gambling_url: '/about/responsible-gaming',
    disclaimer:
      'Lucky Dip is an authorised online reseller of Australian lottery and charity raffle tickets. You must be 18 or over to play. Gambling can be addictive: if it stops being fun, call Gambling Help on 1800 858 858.',
  },
  social_links: [
    { network: 'facebook', url: 'https://www.facebook.com/luckydip.au' },
    { network: 'instagram', url: 'https://www.instagram.com/luckydip.au' },
    { network: 'x', url: 'https://x.com/luckydip_au' },
    { network: 'youtube', url: 'https://www.youtube.com/@luckydip-au' },
  ],
  payment_logos: ['VISA', 'MASTERCARD', 'AMEX', 'PAYPAL', 'APPLE_PAY', 'GOOGLE_PAY'],
  regulation_images: [
    {
      file: 'regulation-18plus',
      alt: 'Only people aged 18 and over may play',
      url: '/about/responsible-gaming',
    },
    {
      file: 'regulation-gambling-help',
      alt: 'Gambling Help Online',
      url: 'https://www.gamblinghelponline.org.au',
    },
  ],
  sitewide_banner: {
    id: 'summer-2026',
    text: `Summer of giving: every charity raffle ticket this month adds an extra entry into the ${prizeText(1_000_000)} prize draw.`,
    link_text: 'Find a raffle',
    link_url: '/charity-tickets',
  },
};

const nav = (
  id: string,
  sort: number,
  label: string,
  routeType: 'internal' | 'internal_dynamic' | 'external' | null,
  url: string | null,
  children: { label: string; route_type: string; url: string }[] = [],
  key?: string,
) => ({ id, sort, data: { label, route_type: routeType, url, children, key: key ?? id } });

export const NAVIGATION = [
  nav('lotto', 1, 'Lotteries', null, null, [
    ...LOTTERIES.slice(0, 5).map((lottery) => ({
      label: lottery.name,
      route_type: 'internal_dynamic',
      url: `/${lottery.url}`,
    })),
    { label: 'All lotteries', route_type: 'internal', url: '/lotto-tickets' },
  ]),
  nav('charity', 2, 'Charity raffles', 'internal', '/charity-tickets'),
  nav('social_play', 3, 'Play together', null, null, [
    { label: 'Ways to play together', route_type: 'internal', url: '/social-play' },
    { label: 'Syndicates', route_type: 'internal', url: '/syndicates' },
    { label: 'Lotto Party', route_type: 'internal', url: '/lotto-party' },
    // The navigation's state that opens the group-creation modal (spec 3 §2).
    { label: 'Start a Lotto Party', route_type: 'internal', url: '/lotto-party?create=1' },
  ]),
  nav('results', 4, 'Results', 'internal', '/lotto-results'),
  nav('membership', 5, 'Daily Winners', 'internal', '/daily-winners'),
  nav('help', 6, 'Gambling help', 'external', 'https://www.gamblinghelponline.org.au'),
];

export const COMPONENTS = [
  {
    id: 'unique_selling_point',
    data: {
      variant: 'a',
      title: 'Why play with Lucky Dip',
      items: [
        {
          title: 'Official tickets',
          text: 'Every ticket is bought in the official draw and kept safe in your account.',
        },
        {
          title: 'Prizes paid to you',
          text: 'Winnings go straight into your wallet, with big prizes handled personally.',
        },
        {
          title: 'Good causes win too',
          text: 'Charity raffles send a share of every ticket to Australian charities.',
        },
      ],
    },
  },
  {
    id: 'customer_feedback_banner',
    data: {
      variant: 'b',
      title: 'Tell us how we are going',
      text: 'Two minutes of feedback helps us make Lucky Dip better.',
    },
  },
  {
    id: 'company_information',
    data: {
      variant: 'a',
      text: 'Lucky Dip Pty Ltd (ABN 00 000 000 000), Level 3, 100 George Street, Sydney NSW 2000.',
    },
  },
  {
    id: 'charity_support',
    data: {
      variant: 'a',
      title: 'Raffles with a purpose',
      text: 'Our charity raffles have raised funds for surf lifesaving, children’s hospitals and animal rescue across Australia.',
    },
  },
  {
    id: 'product_support',
    data: {
      variant: 'a',
      title: 'Need help with a ticket?',
      text: 'Our Sydney-based team answers every question.',
    },
  },
  {
    id: 'affiliate',
    data: {
      variant: 'a',
      title: 'Partner with us',
      text: 'Community groups and clubs can earn with Lucky Dip referrals.',
    },
  },
];

interface PageSeed {
  id: string;
  name: string;
  path: string;
  title: string;
  summary: string;
  status?: ContentStatus;
  date_published?: string | null;
  body: PageBlock[];
}

const p = (text: string): PageBlock => ({ type: 'paragraph', text });
const h = (text: string): PageBlock => ({ type: 'heading', text });
const list = (...items: string[]): PageBlock => ({ type: 'list', items });
const contactForm: PageBlock = { type: 'contact_form' };

export const PAGES: PageSeed[] = [
  {
    id: 'about',
    name: 'about',
    path: '/about',
    title: 'About Lucky Dip',
    summary: 'Who we are and how Lucky Dip works.',
    body: [
      p(
        'Lucky Dip is an Australian online retailer of official lottery tickets and charity raffle tickets. We started in 2026 with a simple idea: buying a ticket should be as easy as checking the weather, and the tickets you buy should always be with you.',
      ),
      h('How it works'),
      list(
        'Choose a lottery or raffle, pick your numbers or take a Lucky Dip, and check out with your wallet or card.',
        'We buy your entry in the official draw and keep the ticket in your account.',
        'When the draw is done, we check your tickets for you and pay prizes straight into your wallet.',
      ),
      h('Playing for good'),
      p(
        'Our charity raffles are run with registered Australian charities. A share of every raffle ticket goes directly to the cause you choose, and every raffle page shows where the money goes.',
      ),
      h('Our partners'),
      p(
        'Charities and retailers sell through Lucky Dip from their own pages: [Surf Life Saving Australia](/purchase/surf-life-saving) sells its raffle’s tickets, and [Harbour Rewards](/purchase/harbour-rewards) members buy their Powerball games.',
      ),
      h('Play responsibly'),
      p(
        'You must be 18 or over to play. Set [spend limits](/my-account/spend-limits) in your account at any time, and [take a break](/my-account/take-a-break) whenever you need one.',
      ),
    ],
  },
  {
    id: 'responsible-gaming',
    name: 'responsible-gaming',
    path: '/about/responsible-gaming',
    title: 'Responsible gaming',
    summary: 'Tools and support to keep play fun.',
    body: [
      p(
        'Lotteries and raffles should be entertainment. We give you tools to stay in control, and we will always help if play stops being fun.',
      ),
      h('Tools in your account'),
      list(
        '[Spend limits](/my-account/spend-limits): set daily, weekly or monthly limits on what you spend.',
        '[Precommitment](/my-account/precommitment-limit): decide ahead how much you are willing to lose.',
        '[Take a break](/my-account/take-a-break): switch off buying and depositing for 24 hours, 7 days, 30 days or 6 months. It starts at once and cannot be ended early.',
        '[Self-exclusion](/my-account/self-exclusion): when a break is not enough, stop your play for 6 months, 1, 2 or 5 years, or permanently. Nothing can be bought, your autoplay buys nothing, and we send you no offers; your tickets, results and winnings stay yours to see and withdraw. It starts at once and cannot be ended early or undone.',
        '[Close your account](/close-my-account): you can close it at any time from My Account.',
      ),
      h('Warning signs'),
      list(
        'Spending more than you can afford, or chasing losses.',
        'Borrowing money or selling things to play.',
        'Feeling anxious, guilty or secretive about playing.',
      ),
      h('Getting help'),
      p(
        'Gambling Help Online is free, confidential and available 24 hours a day on 1800 858 858, or online at [gamblinghelponline.org.au](https://www.gamblinghelponline.org.au). You can also contact our support team and we will help you set limits, exclude yourself or close your account.',
      ),
      p(
        'Lucky Dip does not sell tickets to anyone under 18. We verify the age and identity of every customer.',
      ),
    ],
  },
  {
    id: 'privacy',
    name: 'privacy',
    path: '/about/privacy',
    title: 'Privacy policy',
    summary: 'How we collect, use and protect your personal information.',
    body: [
      p(
        'We handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles. This policy explains what we collect and why.',
      ),
      h('What we collect'),
      list(
        'Identity and contact details: name, date of birth, address, email and phone number.',
        'Account and transaction records: tickets, deposits, withdrawals and prizes.',
        'Verification information needed to confirm your age and identity.',
        'Device and usage information, such as the pages you visit, when you allow it.',
      ),
      h('How we use it'),
      p(
        'We use your information to run your account, buy and check your tickets, pay prizes, meet our legal obligations (including anti-money-laundering and responsible gambling laws), and, with your consent, to tell you about draws and offers.',
      ),
      h('Sharing'),
      p(
        'We share information only with lottery operators and charities to enter your tickets, payment providers to process payments, identity verification services, and regulators where the law requires. We never sell your personal information.',
      ),
      h('Your choices'),
      p(
        'You can see and correct your details in My Account, change your communication preferences at any time, and ask us for a copy of the information we hold. Contact our privacy officer at privacy@luckydip.test.',
      ),
    ],
  },
  {
    id: 'cookie-policy',
    name: 'cookie-policy',
    path: '/about/cookie-policy',
    title: 'Cookie policy',
    summary: 'The cookies we use and how to control them.',
    body: [
      p(
        'Cookies are small files a website stores in your browser. We sort ours into two groups, and you choose whether to allow the second.',
      ),
      h('Essential cookies'),
      p(
        'These keep you signed in, remember your cart and your cookie choices, and protect your account. The site cannot work without them, so they are always on.',
      ),
      h('Non-essential cookies'),
      p(
        'These help us understand how the site is used and which partners referred you, so we can improve it. They are set only if you allow them, and you can change your mind at any time from the cookie settings link in the footer.',
      ),
      p('When you refuse non-essential cookies, we delete any that were already set.'),
    ],
  },
  {
    id: 'faq',
    name: FAQ_PAGE_NAME,
    path: '/about/faq',
    title: 'Frequently asked questions',
    summary: 'Quick answers about tickets, prizes and your account.',
    body: [
      h('Are my tickets real?'),
      p(
        'Yes. Every ticket is an official entry in the draw, bought on your behalf and recorded in your account with its ticket number.',
      ),
      h('How do I know if I have won?'),
      p(
        'We check every ticket after the draw and email you when you win. Your results are also in My Account, and you can read them offline once the app is installed.',
      ),
      h('How are prizes paid?'),
      p(
        `Prizes up to ${prizeText(1_000_000)} are paid straight into your wallet. For larger prizes our team contacts you to arrange payment to your bank account.`,
      ),
      h('Can I install Lucky Dip on my phone?'),
      p(
        'Yes. Open Lucky Dip in your browser and choose "Add to Home Screen" or "Install". It opens like an app and your tickets and results stay readable without a connection.',
      ),
    ],
  },
  {
    id: 'terms-and-conditions',
    name: 'terms-and-conditions',
    path: '/about/terms-and-conditions',
    title: 'Terms and conditions',
    summary: 'The terms that apply when you buy tickets with Lucky Dip.',
    body: [
      p(
        'These terms apply to every ticket you buy through Lucky Dip. By buying a ticket you agree to them, and to the rules of the lottery or raffle you enter.',
      ),
      h('Eligibility'),
      p(
        'You must be 18 or over, live in Australia, and hold one account only. We may ask you to verify your identity before you buy or withdraw.',
      ),
      h('Buying tickets'),
      p(
        'A purchase is confirmed when we show you a receipt. Tickets cannot be cancelled once the entry has been placed in the draw. If we cannot place an entry, we refund the ticket price to your wallet.',
      ),
      h('Prizes'),
      p(
        'Prizes are paid according to the official results of each draw. Prizes not claimed in line with the game rules may be forfeited.',
      ),
      h('Your wallet'),
      p(
        'Funds in your wallet are held in a separate trust account. Deposits must come from accounts in your own name. Withdrawals are paid to a verified bank account in your name.',
      ),
    ],
  },
  {
    id: 'terms-of-use',
    name: 'terms-of-use',
    path: '/about/terms-of-use',
    title: 'Terms of use',
    summary: 'The rules for using the Lucky Dip website and app.',
    body: [
      p(
        'These terms govern your use of the Lucky Dip website and app. Please use the service lawfully, keep your password private, and tell us at once if you think someone else has used your account.',
      ),
      h('Content'),
      p(
        'Results, jackpots and other information are provided in good faith; the official results of each lottery operator prevail over anything shown here.',
      ),
      h('Availability'),
      p(
        'We aim to keep Lucky Dip available at all times, but may pause it for maintenance. Scheduled maintenance is announced in advance where possible.',
      ),
    ],
  },
  {
    id: 'contact-us',
    name: 'contact-us',
    path: '/about/contact-us',
    title: 'Contact us',
    summary: 'Talk to our Sydney-based support team.',
    body: [
      p('Our support team is here Monday to Friday, 8:30am to 5:30pm Sydney time, except public holidays.'),
      list(
        'Phone: 1300 583 825',
        'Email: support@luckydip.test',
        'Post: Lucky Dip, Level 3, 100 George Street, Sydney NSW 2000',
      ),
      p('For urgent help with gambling, call Gambling Help on 1800 858 858, any time.'),
      h('Send us a message'),
      p('We answer by email within two business days. Please do not send card numbers or passwords.'),
      contactForm,
    ],
  },
  {
    id: 'careers',
    name: 'careers',
    path: '/about/careers',
    title: 'Careers',
    summary: 'Work with us.',
    status: 'draft',
    body: [p('We are not hiring right now; this page is a draft awaiting review.')],
  },
  {
    id: 'summer-draws',
    name: 'summer-draws',
    path: '/about/summer-draws',
    title: 'Summer draws',
    summary: 'The summer draw calendar.',
    date_published: '2099-12-01T00:00:00.000Z',
    body: [p('The summer draw calendar goes live on 1 December.')],
  },
];

const LOGO_SVG = (fill: string, text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 168 40" role="img" aria-label="Lucky Dip"><circle cx="20" cy="20" r="16" fill="#facc15"/><circle cx="20" cy="20" r="10" fill="${fill === '#ffffff' ? '#5b21b6' : '#ffffff'}"/><text x="44" y="28" font-family="system-ui, Arial, sans-serif" font-size="22" font-weight="800" fill="${fill}">${text}</text></svg>`;

/** A long label is fitted to the badge: fallback fonts (DejaVu Sans Bold here) run wider than the design's. */
const fitted = (label: string) =>
  label.length > 10 ? ' textLength="108" lengthAdjust="spacingAndGlyphs"' : '';

const BADGE_SVG = (label: string, background: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" role="img" aria-label="${label}"><rect width="120" height="40" rx="8" fill="${background}"/><text x="60" y="26" text-anchor="middle"${fitted(label)} font-family="system-ui, Arial, sans-serif" font-size="15" font-weight="700" fill="#ffffff">${label}</text></svg>`;

/** Card art (a giveaway's, a news post's): its words on two colours (a padlock over it when locked). */
export const CARD_ART_SVG = (label: string, from: string, to: string, locked = false) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" role="img" aria-label="${label}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="360" fill="url(#g)"/><circle cx="540" cy="70" r="120" fill="#ffffff" opacity="0.08"/><circle cx="80" cy="320" r="90" fill="#facc15" opacity="0.25"/>${locked ? '<g fill="#ffffff" opacity="0.9"><rect x="280" y="150" width="80" height="64" rx="10"/><path d="M296 150v-20a24 24 0 0 1 48 0v20h-12v-20a12 12 0 0 0-24 0v20z"/></g>' : ''}<text x="320" y="${locked ? 270 : 200}" text-anchor="middle" font-family="system-ui, Arial, sans-serif" font-size="40" font-weight="800" fill="#ffffff">${label}</text></svg>`;

const GIVEAWAY_FILES = [
  { id: 'giveaway-daily', label: `${prizeText(5_000)} cash, ten winners`, from: '#5b21b6', to: '#db2777' },
  { id: 'giveaway-monthly', label: `${prizeText(1_000_000)} cash`, from: '#1e3a8a', to: '#0891b2' },
  { id: 'giveaway-special', label: `A ${prizeText(500_000)} holiday`, from: '#065f46', to: '#0ea5e9' },
  { id: 'giveaway-major', label: 'A new RAV4 Hybrid', from: '#7c2d12', to: '#f59e0b' },
  { id: 'giveaway-locked', label: 'Premium members only', from: '#334155', to: '#64748b', locked: true },
].map(({ id, label, from, to, locked }) => ({
  id,
  filename: `${id}.svg`,
  type: 'image/svg+xml',
  data: CARD_ART_SVG(label, from, to, locked),
}));

export const FILES = [
  ...GIVEAWAY_FILES,
  ...ARTWORK_FILES,
  { id: 'logo', filename: 'logo.svg', type: 'image/svg+xml', data: LOGO_SVG('#2e1065', 'Lucky Dip') },
  {
    id: 'logo-white',
    filename: 'logo-white.svg',
    type: 'image/svg+xml',
    data: LOGO_SVG('#ffffff', 'Lucky Dip'),
  },
  { id: 'favicon', filename: 'favicon.svg', type: 'image/svg+xml', data: LOGO_SVG('#2e1065', '') },
  { id: 'og-image', filename: 'og-image.svg', type: 'image/svg+xml', data: LOGO_SVG('#2e1065', 'Lucky Dip') },
  // The demo partners' marks (server/db/seed/partners.ts): a patrol flag's red and yellow halves,
  // and a harbour's anchor over its water. No words, as the rest of the art.
  {
    id: 'partner-slsa-logo',
    filename: 'slsa-logo.svg',
    type: 'image/svg+xml',
    data: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="Surf Life Saving Australia"><circle cx="48" cy="48" r="46" fill="#ffffff" stroke="#1f2937" stroke-width="4"/><path d="M30 20v58" stroke="#1f2937" stroke-width="5" stroke-linecap="round"/><path d="M32 22h40L32 56z" fill="#dc2626"/><path d="M72 22v34H32z" fill="#facc15"/></svg>',
  },
  {
    id: 'partner-harbour-logo',
    filename: 'harbour-logo.svg',
    type: 'image/svg+xml',
    data: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="Harbour Rewards"><rect width="96" height="96" rx="20" fill="#0c4a6e"/><g fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round"><circle cx="48" cy="22" r="7"/><path d="M48 29v40M36 40h24M26 56c4 12 12 16 22 16s18-4 22-16"/></g><path d="M8 80q10-6 20 0t20 0 20 0 20 0" fill="none" stroke="#38bdf8" stroke-width="5" stroke-linecap="round"/></svg>',
  },
  {
    id: 'regulation-18plus',
    filename: '18plus.svg',
    type: 'image/svg+xml',
    data: BADGE_SVG('18+ only', '#b91c1c'),
  },
  {
    id: 'regulation-gambling-help',
    filename: 'gambling-help.svg',
    type: 'image/svg+xml',
    data: BADGE_SVG('Gambling Help', '#1d4ed8'),
  },
];

/** Writes the demo content; an item an editor has since changed is left alone. */
export async function seedContent(content: ContentData): Promise<void> {
  await content.putItem('theme', { id: 'default', data: THEME });
  await content.putItem('site_config', { id: 'default', data: SITE_CONFIG });
  for (const entry of NAVIGATION)
    await content.putItem('navigation', { id: entry.id, sort: entry.sort, data: entry.data });
  for (const component of COMPONENTS) await content.putItem('components', component);
  for (const [index, { id, status, date_published, ...page }] of PAGES.entries()) {
    await content.putItem('pages', {
      id,
      status,
      datePublished: date_published ?? null,
      sort: index,
      data: page,
    });
  }
  for (const { data, ...file } of FILES) await content.putFile({ ...file, data: Buffer.from(data) });
  for (const page of PAGES) {
    await content.putTranslation('en-AU', {
      collection: 'pages',
      itemId: page.id,
      key: 'seo_title',
      value: page.title,
    });
    await content.putTranslation('en-AU', {
      collection: 'pages',
      itemId: page.id,
      key: 'seo_description',
      value: page.summary,
    });
  }
}
