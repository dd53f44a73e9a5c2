/**
 * Pictures drawn for this project (#39): the demo raffles' prizes and the causes they fund, as
 * vector art the content service serves at the widths a page asks for. No words in them (a
 * fallback font would change them from machine to machine); what each shows is its `alt`.
 */

const W = 1280;
const H = 720;

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${defs}</defs>${body}</svg>`;

const vertical = (id: string, from: string, to: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

const cloud = (x: number, y: number, scale = 1) =>
  `<g fill="#ffffff" opacity="0.75" transform="translate(${x} ${y}) scale(${scale})"><ellipse cx="0" cy="0" rx="90" ry="24"/><ellipse cx="-30" cy="-18" rx="46" ry="30"/><ellipse cx="28" cy="-24" rx="52" ry="36"/></g>`;

/** Rolling lines on water. */
const waves = (y: number, colour: string) =>
  `<path d="M0 ${y} ${Array.from({ length: 16 }, () => 'q 40 -12 80 0').join(' ')}" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round" opacity="0.55"/>`;

const palm = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M0 0 C 10 -90 -10 -190 30 -280" fill="none" stroke="#7c4a1e" stroke-width="18" stroke-linecap="round"/><g fill="#15803d"><path d="M30 -280 C 90 -320 160 -300 200 -250 C 140 -280 80 -275 30 -280Z"/><path d="M30 -280 C -30 -330 -110 -310 -150 -260 C -90 -290 -20 -285 30 -280Z"/><path d="M30 -280 C 60 -360 130 -380 170 -360 C 110 -350 60 -320 30 -280Z"/><path d="M30 -280 C 0 -360 -60 -390 -110 -370 C -50 -355 0 -320 30 -280Z"/><path d="M30 -280 C 100 -270 150 -220 160 -170 C 120 -220 80 -250 30 -280Z"/></g></g>`;

interface Coast {
  skyTop: string;
  skyBottom: string;
  sun: string;
  sunX: number;
  sunY: number;
  sea: string;
  sand: string;
  headland: string;
  glass: string;
}

/** A two-storey beach house on the dunes, one coast's light behind it. */
const beachHouse = (coast: Coast) =>
  svg(
    vertical('sky', coast.skyTop, coast.skyBottom),
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<circle cx="${coast.sunX}" cy="${coast.sunY}" r="86" fill="${coast.sun}"/>` +
      cloud(250, 150) +
      cloud(980, 110, 0.8) +
      `<path d="M0 392 C 130 300 260 310 380 392Z" fill="${coast.headland}"/>` +
      `<rect y="390" width="${W}" height="170" fill="${coast.sea}"/>` +
      waves(440, '#ffffff') +
      waves(500, '#ffffff') +
      `<path d="M0 560 C 320 500 760 520 ${W} 470 L${W} ${H} L0 ${H}Z" fill="${coast.sand}"/>` +
      `<g transform="translate(600 250)">` +
      // The upper floor, its roof and glass.
      `<rect x="70" y="30" width="360" height="120" fill="#f1f5f9"/>` +
      `<rect x="40" y="14" width="420" height="22" rx="4" fill="#334155"/>` +
      `<rect x="100" y="58" width="130" height="76" fill="${coast.glass}"/><rect x="250" y="58" width="150" height="76" fill="${coast.glass}"/>` +
      `<path d="M100 58h130v76z" fill="#ffffff" opacity="0.25"/><path d="M250 58h150v76z" fill="#ffffff" opacity="0.25"/>` +
      // The ground floor: glass doors onto the deck.
      `<rect x="0" y="150" width="520" height="180" fill="#ffffff"/>` +
      `<rect x="-16" y="140" width="552" height="18" rx="4" fill="#334155"/>` +
      `<rect x="30" y="180" width="200" height="150" fill="${coast.glass}"/><rect x="130" y="180" width="4" height="150" fill="#334155"/>` +
      `<rect x="260" y="180" width="90" height="150" fill="#a16207"/><circle cx="334" cy="260" r="6" fill="#fde68a"/>` +
      `<rect x="380" y="180" width="110" height="110" fill="${coast.glass}"/>` +
      `<path d="M30 180h200v150z" fill="#ffffff" opacity="0.2"/>` +
      // The deck and its posts.
      `<rect x="-60" y="330" width="640" height="18" fill="#92400e"/>` +
      `<g fill="#78350f"><rect x="-50" y="348" width="14" height="40"/><rect x="140" y="348" width="14" height="40"/><rect x="330" y="348" width="14" height="40"/><rect x="540" y="348" width="14" height="40"/></g>` +
      `</g>` +
      palm(470, 640) +
      `<g stroke="#65a30d" stroke-width="6" stroke-linecap="round" fill="none"><path d="M120 640 q 10 -50 30 -70"/><path d="M140 645 q 0 -60 -20 -80"/><path d="M1180 600 q 10 -50 30 -70"/><path d="M1200 605 q 0 -60 -20 -80"/></g>`,
  );

/** A red bow, tied on a prize. */
const bow = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})" fill="#dc2626"><path d="M0 0 C -60 -60 -120 -20 -90 20 C -70 45 -30 20 0 0Z"/><path d="M0 0 C 60 -60 120 -20 90 20 C 70 45 30 20 0 0Z"/><path d="M-8 4 L -50 80 L -30 76 L -20 96 L 0 10Z"/><path d="M8 4 L 50 80 L 30 76 L 20 96 L 0 10Z"/><circle r="16" fill="#b91c1c"/></g>`;

const sparkle = (x: number, y: number, size: number) =>
  `<path transform="translate(${x} ${y}) scale(${size})" d="M0 -20 C 3 -5 5 -3 20 0 C 5 3 3 5 0 20 C -3 5 -5 3 -20 0 C -5 -3 -3 -5 0 -20Z" fill="#fef08a"/>`;

const note = (x: number, y: number, rotate: number) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-210" y="-100" width="420" height="200" rx="14" fill="#10b981" stroke="#065f46" stroke-width="6"/><rect x="-180" y="-72" width="360" height="144" rx="10" fill="none" stroke="#a7f3d0" stroke-width="5"/><circle r="52" fill="#a7f3d0"/><circle r="30" fill="#059669"/><circle cx="-140" cy="-40" r="14" fill="#a7f3d0"/><circle cx="140" cy="40" r="14" fill="#a7f3d0"/></g>`;

const coin = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="10" rx="70" ry="22" fill="#b45309"/><ellipse cx="0" cy="0" rx="70" ry="22" fill="#facc15"/><ellipse cx="0" cy="0" rx="46" ry="13" fill="none" stroke="#ca8a04" stroke-width="5"/></g>`;

const coinStack = (x: number, y: number, count: number) =>
  Array.from({ length: count }, (_, index) => coin(x, y - index * 20)).join('');

const CASH = svg(
  `<radialGradient id="glow" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#064e3b"/></radialGradient>`,
  `<rect width="${W}" height="${H}" fill="url(#glow)"/>` +
    `<circle cx="640" cy="330" r="280" fill="#14b8a6" opacity="0.25"/>` +
    note(620, 470, -6) +
    note(650, 400, 4) +
    note(630, 330, -3) +
    coinStack(330, 560, 6) +
    coinStack(960, 580, 4) +
    coinStack(1060, 600, 2) +
    sparkle(250, 170, 2) +
    sparkle(1010, 200, 2.6) +
    sparkle(880, 120, 1.2) +
    sparkle(420, 110, 1.4),
);

const wheel = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><circle r="62" fill="#1f2937"/><circle r="34" fill="#9ca3af"/><circle r="12" fill="#374151"/></g>`;

/** Sky, hills and a road: where the cars stand. */
const countryside = (hills: string) =>
  `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
  cloud(220, 130) +
  cloud(1040, 170, 0.9) +
  `<path d="M0 430 C 240 330 480 350 700 420 C 900 340 1120 330 ${W} 400 L${W} 560 L0 560Z" fill="${hills}"/>` +
  `<rect y="540" width="${W}" height="180" fill="#475569"/>` +
  `<g fill="#f8fafc">${Array.from({ length: 8 }, (_, index) => `<rect x="${index * 170 + 20}" y="624" width="90" height="10" rx="5"/>`).join('')}</g>`;

const SUV = svg(
  vertical('sky', '#7dd3fc', '#e0f2fe'),
  countryside('#4ade80') +
    `<g transform="translate(300 300)">` +
    `<path d="M40 260 L40 170 C 40 150 50 140 70 136 L 170 120 L 250 40 C 262 28 276 22 296 22 L 560 22 C 590 22 606 34 618 56 L 660 136 L 700 146 C 720 150 730 164 730 184 L 730 260Z" fill="#2563eb"/>` +
    `<path d="M270 60 L 200 128 L 400 128 L 400 50 L 296 50 C 286 50 278 54 270 60Z" fill="#bae6fd"/>` +
    `<path d="M420 50 L 420 128 L 630 128 L 596 66 C 590 56 582 50 570 50Z" fill="#bae6fd"/>` +
    `<rect x="260" y="8" width="330" height="16" rx="6" fill="#1e3a8a"/>` +
    `<rect x="40" y="190" width="690" height="12" fill="#1d4ed8"/>` +
    `<rect x="680" y="160" width="40" height="20" rx="6" fill="#fde68a"/><rect x="40" y="160" width="30" height="20" rx="6" fill="#f87171"/>` +
    wheel(180, 262) +
    wheel(590, 262) +
    bow(425, 0) +
    `</g>`,
);

const ELECTRIC_CAR = svg(
  vertical('sky', '#c4b5fd', '#f5f3ff'),
  countryside('#86efac') +
    // The charger, its cable and its bolt.
    `<g transform="translate(1010 300)"><rect x="0" y="0" width="110" height="260" rx="18" fill="#f8fafc" stroke="#334155" stroke-width="6"/><rect x="18" y="24" width="74" height="60" rx="8" fill="#22c55e"/><path d="M58 34 L 40 60 L 56 60 L 50 78 L 72 48 L 56 48 L 62 34Z" fill="#ffffff"/><path d="M0 180 C -70 200 -90 260 -180 250" fill="none" stroke="#111827" stroke-width="12" stroke-linecap="round"/></g>` +
    `<g transform="translate(210 330)">` +
    `<path d="M30 230 L30 150 C 30 130 42 120 62 116 L 190 96 L 280 30 C 292 22 306 18 322 18 L 520 18 C 552 18 572 30 590 52 L 660 120 C 700 126 720 140 720 170 L 720 230Z" fill="#e11d48"/>` +
    `<path d="M300 44 L 220 104 L 420 104 L 420 42 L 322 42 C 314 42 306 42 300 44Z" fill="#e0e7ff"/>` +
    `<path d="M440 42 L 440 104 L 620 104 L 574 56 C 566 48 556 42 544 42Z" fill="#e0e7ff"/>` +
    `<rect x="30" y="170" width="690" height="10" fill="#be123c"/>` +
    `<rect x="676" y="140" width="36" height="18" rx="6" fill="#fde68a"/>` +
    wheel(170, 232) +
    wheel(570, 232) +
    bow(440, -4) +
    `</g>`,
);

const SPLASH = svg(
  vertical('pool', '#38bdf8', '#0369a1'),
  `<rect width="${W}" height="${H}" fill="url(#pool)"/>` +
    `<g stroke="#ffffff" stroke-width="3" opacity="0.25" fill="none">${Array.from({ length: 7 }, (_, index) => `<path d="M0 ${80 + index * 100} ${Array.from({ length: 10 }, () => 'q 64 -18 128 0').join(' ')}"/>`).join('')}</g>` +
    [150, 400, 650]
      .map(
        (y) =>
          `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#ef4444" stroke-width="14" stroke-dasharray="28 20"/><line x1="14" y1="${y}" x2="${W}" y2="${y}" stroke="#ffffff" stroke-width="14" stroke-dasharray="20 28"/>`,
      )
      .join('') +
    // A swim ring and a kickboard on the water.
    `<g transform="translate(470 380)"><circle r="150" fill="#f97316"/><circle r="74" fill="#0284c7"/><g fill="#ffffff"><path d="M-30 -148 L 30 -148 L 20 -74 L -20 -74Z"/><path d="M-30 148 L 30 148 L 20 74 L -20 74Z"/><path d="M-148 -30 L -148 30 L -74 20 L -74 -20Z"/><path d="M148 -30 L 148 30 L 74 20 L 74 -20Z"/></g></g>` +
    `<g transform="translate(880 300) rotate(14)"><rect x="-90" y="-150" width="180" height="300" rx="80" fill="#facc15"/><rect x="-40" y="-110" width="80" height="40" rx="20" fill="#0369a1"/></g>`,
);

const flag = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect x="0" y="0" width="10" height="300" fill="#475569"/><path d="M10 10 L 150 10 L 150 100 L 10 100Z" fill="#facc15"/><path d="M10 10 L 150 10 L 150 55 L 10 55Z" fill="#dc2626"/></g>`;

const SURF = svg(
  vertical('sky', '#38bdf8', '#bae6fd'),
  `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="1080" cy="130" r="70" fill="#fde047"/>` +
    cloud(300, 120) +
    `<rect y="330" width="${W}" height="170" fill="#0ea5e9"/>` +
    waves(380, '#ffffff') +
    waves(440, '#ffffff') +
    `<path d="M0 500 C 400 470 800 480 ${W} 450 L${W} ${H} L0 ${H}Z" fill="#fde68a"/>` +
    flag(260, 300) +
    flag(900, 290) +
    // A rescue board on the sand.
    `<g transform="translate(640 600) rotate(-8)"><ellipse rx="300" ry="46" fill="#facc15"/><ellipse rx="260" ry="14" fill="#dc2626"/></g>`,
);

const ANIMALS = svg(
  vertical('warm', '#fed7aa', '#fff7ed'),
  `<rect width="${W}" height="${H}" fill="url(#warm)"/>` +
    `<g fill="#fdba74" opacity="0.6">${[
      [150, 150],
      [260, 560],
      [1100, 170],
      [1000, 560],
    ]
      .map(
        ([x, y]) =>
          `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="20" rx="34" ry="28"/><circle cx="-34" cy="-22" r="14"/><circle cx="-10" cy="-40" r="14"/><circle cx="18" cy="-40" r="14"/><circle cx="40" cy="-20" r="14"/></g>`,
      )
      .join('')}</g>` +
    `<path d="M640 640 C 380 480 420 300 560 300 C 610 300 630 330 640 350 C 650 330 670 300 720 300 C 860 300 900 480 640 640Z" fill="#f43f5e" opacity="0.18"/>` +
    // A dog's face: ears, head, eyes, muzzle.
    `<g transform="translate(640 390)"><ellipse cx="-150" cy="-40" rx="60" ry="120" transform="rotate(20 -150 -40)" fill="#92400e"/><ellipse cx="150" cy="-40" rx="60" ry="120" transform="rotate(-20 150 -40)" fill="#92400e"/><circle r="160" fill="#d97706"/><ellipse cx="0" cy="70" rx="100" ry="80" fill="#fde68a"/><circle cx="-60" cy="-30" r="18" fill="#1f2937"/><circle cx="60" cy="-30" r="18" fill="#1f2937"/><circle cx="-54" cy="-36" r="6" fill="#ffffff"/><circle cx="66" cy="-36" r="6" fill="#ffffff"/><ellipse cx="0" cy="40" rx="34" ry="24" fill="#1f2937"/><path d="M0 64 L 0 90 M -30 96 Q 0 120 30 96" stroke="#1f2937" stroke-width="8" fill="none" stroke-linecap="round"/></g>`,
);

const gum = (x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="#3f2a1d"><path d="M-10 0 L -6 -180 L 6 -180 L 10 0Z"/><path d="M0 -120 L 50 -170 L 56 -164 L 4 -110Z"/><ellipse cx="0" cy="-220" rx="90" ry="60"/><ellipse cx="60" cy="-180" rx="60" ry="40"/><ellipse cx="-60" cy="-170" rx="56" ry="36"/></g>`;

const FIRE = svg(
  vertical('dusk', '#f97316', '#fde68a'),
  `<rect width="${W}" height="${H}" fill="url(#dusk)"/>` +
    `<circle cx="640" cy="300" r="120" fill="#fef3c7" opacity="0.7"/>` +
    gum(140, 520, 1.2) +
    gum(330, 500, 0.9) +
    gum(1000, 510, 1.1) +
    gum(1180, 520, 0.8) +
    `<rect y="500" width="${W}" height="220" fill="#57534e"/>` +
    // A tanker: cab, tank, ladder, lights.
    `<g transform="translate(330 330)">` +
    `<rect x="0" y="60" width="420" height="190" rx="14" fill="#dc2626"/>` +
    `<rect x="20" y="80" width="380" height="60" rx="30" fill="#e5e7eb"/>` +
    `<g stroke="#f8fafc" stroke-width="8"><line x1="10" y1="40" x2="420" y2="40"/><line x1="10" y1="60" x2="420" y2="60"/>${Array.from({ length: 9 }, (_, index) => `<line x1="${20 + index * 48}" y1="40" x2="${20 + index * 48}" y2="60"/>`).join('')}</g>` +
    `<path d="M420 110 L 540 110 C 570 110 590 130 600 160 L 620 250 L 420 250Z" fill="#b91c1c"/>` +
    `<path d="M440 128 L 530 128 C 550 128 562 140 568 160 L 576 190 L 440 190Z" fill="#bfdbfe"/>` +
    `<rect x="470" y="96" width="60" height="16" rx="6" fill="#2563eb"/>` +
    `<rect x="0" y="200" width="620" height="14" fill="#facc15"/>` +
    wheel(110, 258) +
    wheel(520, 258) +
    `</g>`,
);

const HOSPITAL = svg(
  vertical('mint', '#ccfbf1', '#f0fdfa'),
  `<rect width="${W}" height="${H}" fill="url(#mint)"/>` +
    `<g fill="#99f6e4">${[
      [180, 160],
      [1100, 140],
      [1040, 560],
      [220, 560],
    ]
      .map(
        ([x, y]) =>
          `<path transform="translate(${x} ${y})" d="M-16 -50h32v34h34v32h-34v34h-32v-34h-34v-32h34z"/>`,
      )
      .join('')}</g>` +
    // A teddy bear holding a heart with a plaster on it.
    `<g transform="translate(640 400)"><circle cx="-110" cy="-200" r="54" fill="#b45309"/><circle cx="110" cy="-200" r="54" fill="#b45309"/><circle cx="-110" cy="-200" r="28" fill="#fcd34d"/><circle cx="110" cy="-200" r="28" fill="#fcd34d"/><circle cx="0" cy="-120" r="140" fill="#d97706"/><ellipse cx="0" cy="-80" rx="60" ry="44" fill="#fcd34d"/><circle cx="-50" cy="-150" r="14" fill="#1f2937"/><circle cx="50" cy="-150" r="14" fill="#1f2937"/><ellipse cx="0" cy="-96" rx="20" ry="14" fill="#1f2937"/><ellipse cx="0" cy="150" rx="170" ry="150" fill="#d97706"/><ellipse cx="0" cy="170" rx="100" ry="90" fill="#fcd34d"/>` +
    `<path d="M0 260 C -150 170 -140 40 -60 40 C -30 40 -10 60 0 80 C 10 60 30 40 60 40 C 140 40 150 170 0 260Z" fill="#ef4444"/>` +
    `<g transform="rotate(-30 0 140)"><rect x="-80" y="120" width="160" height="44" rx="20" fill="#fde68a"/><rect x="-26" y="120" width="52" height="44" fill="#fcd34d"/></g>` +
    `<ellipse cx="-150" cy="110" rx="50" ry="70" fill="#b45309"/><ellipse cx="150" cy="110" rx="50" ry="70" fill="#b45309"/></g>`,
);

export interface Artwork {
  id: string;
  alt: string;
  svg: string;
}

export const PRIZE_ART = {
  byron: {
    id: 'prize-beach-house-byron-bay',
    alt: 'A two-storey beach house on the dunes at sunset',
    svg: beachHouse({
      skyTop: '#f97316',
      skyBottom: '#fde68a',
      sun: '#fef3c7',
      sunX: 220,
      sunY: 330,
      sea: '#0e7490',
      sand: '#fcd34d',
      headland: '#166534',
      glass: '#fdba74',
    }),
  },
  noosa: {
    id: 'prize-beach-house-noosa-heads',
    alt: 'A two-storey beach house on the dunes above a blue bay',
    svg: beachHouse({
      skyTop: '#0ea5e9',
      skyBottom: '#e0f2fe',
      sun: '#fde047',
      sunX: 1110,
      sunY: 120,
      sea: '#0284c7',
      sand: '#fde68a',
      headland: '#15803d',
      glass: '#7dd3fc',
    }),
  },
  torquay: {
    id: 'prize-beach-house-torquay',
    alt: 'A two-storey beach house above the surf on a clear morning',
    svg: beachHouse({
      skyTop: '#a5b4fc',
      skyBottom: '#ecfeff',
      sun: '#fef9c3',
      sunX: 180,
      sunY: 200,
      sea: '#0f766e',
      sand: '#e7d4a8',
      headland: '#a16207',
      glass: '#bae6fd',
    }),
  },
  cash: { id: 'prize-cash', alt: 'A pile of banknotes and stacks of gold coins', svg: CASH },
  suv: { id: 'prize-family-suv', alt: 'A blue family SUV with a red bow on its roof', svg: SUV },
  electricCar: {
    id: 'prize-electric-car',
    alt: 'A red electric hatchback with a bow on its roof, plugged in to a charger',
    svg: ELECTRIC_CAR,
  },
} satisfies Record<string, Artwork>;

/** By cause key. */
export const CAUSE_ART: Record<string, Artwork> = {
  splash_for_good: {
    id: 'cause-splash-for-good',
    alt: 'A swim ring and a kickboard floating in a pool’s lanes',
    svg: SPLASH,
  },
  surf_life_saving: {
    id: 'cause-surf-life-saving',
    alt: 'Red and yellow patrol flags and a rescue board on a beach',
    svg: SURF,
  },
  kids_hospital: {
    id: 'cause-childrens-hospitals',
    alt: 'A teddy bear holding a heart with a plaster on it',
    svg: HOSPITAL,
  },
  animal_rescue: { id: 'cause-animal-rescue', alt: 'A happy rescue dog', svg: ANIMALS },
  rural_fire: {
    id: 'cause-rural-fire-brigades',
    alt: 'A fire brigade’s tanker among gum trees at dusk',
    svg: FIRE,
  },
};

/** Every picture, as the content service stores its files. */
export const ARTWORK_FILES = [...Object.values(PRIZE_ART), ...Object.values(CAUSE_ART)].map((art) => ({
  id: art.id,
  filename: `${art.id}.svg`,
  type: 'image/svg+xml',
  data: art.svg,
}));
