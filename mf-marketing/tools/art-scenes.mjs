// SVG scenes for the marketing images. Drawn here (not downloaded) so the app ships only its own
// artwork; render-images.mjs turns them into webp files. Hero scenes keep their left half calm
// because the slide text sits there.

const person = (x, y, skin, shirt, scale = 1) => `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <circle cx="0" cy="-58" r="26" fill="${skin}"/>
    <path d="M-30 -60 q30 -40 60 0 q-8 -22 -30 -24 q-22 2 -30 24z" fill="#1f2937" opacity=".85"/>
    <path d="M-44 40 q0 -62 44 -62 q44 0 44 62z" fill="${shirt}"/>
  </g>`;

const laptop = (x, y, screen) => `
  <g transform="translate(${x} ${y})">
    <rect x="-58" y="-72" width="116" height="76" rx="8" fill="#0b1020"/>
    <rect x="-52" y="-66" width="104" height="64" rx="4" fill="${screen}"/>
    <rect x="-40" y="-54" width="60" height="6" rx="3" fill="#fff" opacity=".8"/>
    <rect x="-40" y="-42" width="78" height="6" rx="3" fill="#fff" opacity=".5"/>
    <rect x="-40" y="-30" width="48" height="6" rx="3" fill="#fff" opacity=".5"/>
    <path d="M-74 4 h148 l-10 12 h-128z" fill="#cbd5e1"/>
  </g>`;

const docCard = (x, y, w, h, accent, rotate = 0) => `
  <g transform="translate(${x} ${y}) rotate(${rotate})">
    <rect width="${w}" height="${h}" rx="14" fill="#fff" filter="url(#shadow)"/>
    <rect x="20" y="22" width="${w * 0.5}" height="12" rx="6" fill="${accent}"/>
    ${Array.from({ length: 20 }, (_, i) => 50 + i * 22)
      .filter((top) => top < h - 24)
      .map((top, i) => `<rect x="20" y="${top}" width="${w - 40 - (i % 2) * 40}" height="8" rx="4" fill="#cbd5e1"/>`)
      .join('')}
  </g>`;

const check = (x, y, r, color) => `
  <g transform="translate(${x} ${y})">
    <circle r="${r}" fill="${color}"/>
    <path d="M${-r * 0.45} 0 l${r * 0.3} ${r * 0.32} l${r * 0.6} ${-r * 0.62}" stroke="#fff" stroke-width="${r * 0.22}"
      fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;

const defs = `<defs>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="150%">
    <feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="#020617" flood-opacity=".35"/>
  </filter>
  <radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>`;

const backdrop = (from, via, to) => `
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset=".55" stop-color="${via}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient>
  <rect width="1600" height="900" fill="url(#bg)"/>
  <circle cx="1180" cy="420" r="420" fill="url(#glow)"/>
  <circle cx="120" cy="860" r="260" fill="#fff" opacity=".05"/>
  <circle cx="1520" cy="60" r="180" fill="#fff" opacity=".06"/>
  ${Array.from({ length: 26 }, (_, i) => `<circle cx="${(i * 263) % 1600}" cy="${(i * 151) % 900}" r="${2 + (i % 3)}" fill="#fff" opacity=".25"/>`).join('')}`;

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body}</svg>`;

/** Three hero backgrounds, 1600 x 900. */
export const HERO_SCENES = {
  'hero-study-group': svg(
    1600,
    900,
    `${backdrop('#111a4d', '#2b3fb8', '#0f766e')}
    <ellipse cx="1170" cy="700" rx="360" ry="70" fill="#0b1020" opacity=".35"/>
    ${person(960, 560, '#f2c6a0', '#f59e0b', 1.3)}${person(1180, 520, '#8d5a3b', '#22c55e', 1.4)}${person(1400, 560, '#e7b48f', '#ec4899', 1.3)}
    <path d="M860 640 h620 l-30 60 h-560z" fill="#e2e8f0"/>
    ${laptop(1000, 636, '#3046c5')}${laptop(1360, 636, '#0f766e')}
    <rect x="1130" y="600" width="110" height="36" rx="6" fill="#f59e0b"/><rect x="1136" y="588" width="98" height="14" rx="4" fill="#fde68a"/>
    ${docCard(1230, 170, 220, 150, '#3046c5', 8)}${check(1440, 178, 30, '#22c55e')}
    ${docCard(880, 210, 190, 130, '#0f766e', -8)}`,
  ),
  'hero-submit-grade': svg(
    1600,
    900,
    `${backdrop('#1e1147', '#5b21b6', '#be185d')}
    ${docCard(930, 150, 360, 470, '#7c3aed', -4)}
    <g transform="translate(1200 560)"><circle r="92" fill="#f59e0b" filter="url(#shadow)"/>
      <text y="28" text-anchor="middle" font-family="system-ui, sans-serif" font-size="86" font-weight="800" fill="#fff">A+</text></g>
    ${check(1370, 250, 52, '#22c55e')}
    <g transform="translate(1440 330) rotate(25)"><rect width="26" height="220" rx="6" fill="#fbbf24"/><path d="M0 220 l13 36 l13 -36z" fill="#fde68a"/><rect width="26" height="26" rx="6" fill="#f472b6"/></g>
    <g fill="#fde68a">${[
      [880, 140],
      [1480, 520],
      [1060, 700],
    ]
      .map(([x, y]) => `<path transform="translate(${x} ${y})" d="M0 -22 L6 -6 L22 -6 L9 4 L14 20 L0 10 L-14 20 L-9 4 L-22 -6 L-6 -6z"/>`)
      .join('')}</g>`,
  ),
  'hero-team-up': svg(
    1600,
    900,
    `${backdrop('#052e2b', '#0f766e', '#1d4ed8')}
    <g stroke="#fff" stroke-width="4" opacity=".45" fill="none">
      <path d="M1180 300 L960 520 L1180 700 L1420 520 Z M1180 300 L1180 700 M960 520 L1420 520"/></g>
    ${[
      [1180, 300, '#f59e0b'],
      [960, 520, '#ec4899'],
      [1420, 520, '#22c55e'],
      [1180, 700, '#8ea2ff'],
    ]
      .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="74" fill="#fff" filter="url(#shadow)"/>${person(x, y + 34, '#e7b48f', c, 0.9)}`)
      .join('')}
    <g transform="translate(1320 170)"><rect width="200" height="90" rx="24" fill="#fff" filter="url(#shadow)"/>
      <path d="M40 90 l-10 34 l40 -34z" fill="#fff"/>
      <rect x="28" y="28" width="140" height="10" rx="5" fill="#0f766e"/><rect x="28" y="52" width="96" height="10" rx="5" fill="#cbd5e1"/></g>
    <g transform="translate(820 180)"><rect width="150" height="140" rx="16" fill="#fff" filter="url(#shadow)"/>
      <rect width="150" height="40" rx="16" fill="#ef4444"/><rect y="24" width="150" height="16" fill="#ef4444"/>
      <text x="75" y="108" text-anchor="middle" font-family="system-ui, sans-serif" font-size="56" font-weight="800" fill="#111827">24</text></g>`,
  ),
};

const cardBackdrop = (from, to) => `
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <rect width="640" height="400" fill="url(#bg)"/><circle cx="540" cy="60" r="160" fill="#fff" opacity=".1"/>
  <circle cx="60" cy="380" r="120" fill="#000" opacity=".08"/>`;

const plan = (x, y, h, accent, featured) => `
  <g transform="translate(${x} ${y})"><rect width="150" height="${h}" rx="16" fill="#fff" filter="url(#shadow)"/>
    <rect x="20" y="22" width="70" height="12" rx="6" fill="${accent}"/>
    <text x="20" y="84" font-family="system-ui, sans-serif" font-size="38" font-weight="800" fill="#111827">${featured ? '★' : '✓'}</text>
    ${[104, 124, 144].map((t) => `<rect x="20" y="${t}" width="110" height="8" rx="4" fill="#cbd5e1"/>`).join('')}
    <rect x="20" y="${h - 44}" width="110" height="26" rx="13" fill="${accent}"/></g>`;

/** Three how-it-works card images, 640 x 400. */
export const CARD_SCENES = {
  'step-choose-plan': svg(
    640,
    400,
    `${cardBackdrop('#3046c5', '#06b6d4')}
    ${plan(70, 90, 230, '#94a3b8', false)}${plan(245, 60, 270, '#f59e0b', true)}${plan(420, 90, 230, '#94a3b8', false)}`,
  ),
  'step-learn-share-grade': svg(
    640,
    400,
    `${cardBackdrop('#7c3aed', '#ec4899')}
    ${docCard(150, 70, 230, 270, '#7c3aed', -6)}${check(440, 130, 44, '#22c55e')}
    <g transform="translate(460 280)"><circle r="56" fill="#f59e0b" filter="url(#shadow)"/>
      <text y="20" text-anchor="middle" font-family="system-ui, sans-serif" font-size="54" font-weight="800" fill="#fff">A</text></g>`,
  ),
  'step-team-up': svg(
    640,
    400,
    `${cardBackdrop('#0f766e', '#84cc16')}
    <ellipse cx="320" cy="340" rx="250" ry="30" fill="#000" opacity=".15"/>
    ${person(190, 300, '#f2c6a0', '#3046c5', 1.5)}${person(320, 280, '#8d5a3b', '#f59e0b', 1.7)}${person(450, 300, '#e7b48f', '#ec4899', 1.5)}
    ${check(520, 100, 36, '#3046c5')}`,
  ),
};
