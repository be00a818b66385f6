/**
 * The demo inventory's photos: an SVG drawing of the body style in the lot's colour with its damage marked. A pure
 * function of (body, colour, damage, view), so the image route is static and cached for good.
 */
export const COLOR_HEX: Readonly<Record<string, string>> = {
  white: '#f4f5f7',
  black: '#1f2227',
  gray: '#7b8189',
  silver: '#c3c8cf',
  blue: '#2f5ea8',
  red: '#b8262b',
  brown: '#6b4a2f',
  green: '#2f6b3f',
  beige: '#d8c9a7',
  gold: '#c9a34a',
  orange: '#e07a1f',
  yellow: '#e8c21c',
  purple: '#5f3b8a',
};

/** Side-view outlines facing right on a 400 x 200 canvas (ground at y = 160), and wheel centres. */
const BODIES: Readonly<
  Record<string, { outline: string; wheels: readonly [number, number]; radius: number }>
> = {
  sedan: {
    outline:
      'M40 150 L40 120 Q45 105 80 100 L130 98 L165 70 Q175 64 200 64 L255 66 Q270 68 290 96 L345 104 Q365 108 365 125 L365 150 Z',
    wheels: [100, 300],
    radius: 22,
  },
  coupe: {
    outline:
      'M40 150 L40 122 Q45 106 85 102 L150 96 L185 70 Q195 66 220 67 L250 70 Q262 74 285 98 L345 106 Q365 110 365 126 L365 150 Z',
    wheels: [100, 300],
    radius: 22,
  },
  hatchback: {
    outline:
      'M45 150 L45 118 Q50 104 85 100 L130 96 L165 68 Q175 62 205 62 L275 64 Q300 70 320 100 Q345 108 345 128 L345 150 Z',
    wheels: [105, 290],
    radius: 22,
  },
  wagon: {
    outline:
      'M40 150 L40 120 Q45 104 80 100 L125 96 L160 66 Q168 60 195 60 L335 62 Q350 66 355 96 Q365 106 365 126 L365 150 Z',
    wheels: [100, 305],
    radius: 22,
  },
  convertible: {
    outline: 'M40 150 L40 122 Q45 106 85 102 L160 98 L180 84 L190 98 L345 104 Q365 108 365 126 L365 150 Z',
    wheels: [100, 300],
    radius: 22,
  },
  suv: {
    outline:
      'M35 152 L35 112 Q40 96 75 92 L115 88 L150 52 Q158 46 185 46 L340 48 Q356 52 360 86 Q370 96 370 120 L370 152 Z',
    wheels: [100, 305],
    radius: 26,
  },
  minivan: {
    outline:
      'M35 152 L35 110 Q40 96 70 92 L100 86 L150 46 Q160 40 190 40 L345 42 Q362 46 365 90 Q370 100 370 122 L370 152 Z',
    wheels: [95, 305],
    radius: 24,
  },
  'cargo-van': {
    outline: 'M30 152 L30 104 Q35 92 60 88 L90 80 L120 34 Q128 28 150 28 L365 28 Q372 30 372 40 L372 152 Z',
    wheels: [90, 310],
    radius: 24,
  },
  'crew-cab': {
    outline:
      'M25 152 L25 110 Q30 98 60 94 L110 90 L140 54 Q148 48 170 48 L250 48 Q258 50 260 60 L262 92 L378 92 L378 152 Z',
    wheels: [90, 320],
    radius: 27,
  },
  'extended-cab': {
    outline:
      'M25 152 L25 110 Q30 98 60 94 L110 90 L140 56 Q148 50 170 50 L230 50 Q238 52 240 62 L242 92 L378 92 L378 152 Z',
    wheels: [90, 320],
    radius: 27,
  },
  'regular-cab': {
    outline:
      'M25 152 L25 110 Q30 98 60 94 L120 90 L145 56 Q152 50 170 50 L205 50 Q213 52 215 62 L217 92 L378 92 L378 152 Z',
    wheels: [90, 320],
    radius: 27,
  },
  tractor: {
    outline:
      'M20 150 L20 96 Q22 84 50 80 L70 78 L80 30 Q84 24 100 24 L175 24 Q185 26 186 40 L188 120 L380 120 L380 150 Z',
    wheels: [70, 330],
    radius: 28,
  },
  motorcycle: {
    outline:
      'M110 120 L150 96 L200 92 L235 80 L260 84 L250 100 L290 104 L310 122 L250 126 L200 132 L150 130 Z',
    wheels: [120, 300],
    radius: 32,
  },
};

type Zone = 'front' | 'rear' | 'side' | 'top' | 'all' | 'under' | 'none';
const DAMAGE_ZONE: Readonly<Record<string, Zone>> = {
  'front-end': 'front',
  'rear-end': 'rear',
  side: 'side',
  'all-over': 'all',
  rollover: 'top',
  'top-roof': 'top',
  undercarriage: 'under',
  'minor-dents-scratches': 'side',
  vandalism: 'side',
  'burn-engine': 'front',
  'engine-damage': 'front',
  mechanical: 'front',
  'transmission-damage': 'under',
  stripped: 'all',
  'missing-parts': 'side',
};
const ZONE_X: Readonly<Record<Zone, number>> = {
  front: 335,
  rear: 65,
  side: 200,
  top: 210,
  all: 200,
  under: 200,
  none: 200,
};

function damageMarks(damage: string): string {
  if (damage === 'water-flood') {
    return '<rect x="0" y="112" width="400" height="88" fill="#3b6fa3" opacity="0.55"/><path d="M0 112 Q25 104 50 112 T100 112 T150 112 T200 112 T250 112 T300 112 T350 112 T400 112" stroke="#9cc3e6" stroke-width="3" fill="none"/>';
  }
  if (damage.startsWith('burn')) {
    const x = damage === 'burn-engine' ? 320 : 200;
    const spread = damage === 'burn' ? 170 : 70;
    return `<ellipse cx="${x}" cy="100" rx="${spread}" ry="48" fill="#1b1b1b" opacity="0.7"/><path d="M${x - 20} 70 q10 -30 20 -45 q5 20 15 28 q8 -12 6 -24 q18 22 8 41 z" fill="#e8641b" opacity="0.85"/>`;
  }
  if (damage === 'hail') {
    return Array.from(
      { length: 14 },
      (_, i) => `<circle cx="${110 + i * 17}" cy="${58 + (i % 3) * 8}" r="3" fill="#000" opacity="0.35"/>`,
    ).join('');
  }
  if (damage === 'normal-wear' || damage === 'biohazard' || damage === 'partial-repair') return '';
  const zone = DAMAGE_ZONE[damage] ?? 'none';
  const xs = zone === 'all' ? [80, 200, 320] : [ZONE_X[zone]];
  const y = zone === 'top' ? 55 : zone === 'under' ? 145 : 115;
  return xs
    .map(
      (x) =>
        `<path d="M${x - 26} ${y - 14} l12 8 l8 -12 l9 14 l12 -6 l-4 14 l14 6 l-16 4 l4 14 l-14 -8 l-9 12 l-5 -14 l-14 2 l8 -12 z" fill="#d9342b" opacity="0.82"/>`,
    )
    .join('');
}

export const ILLUSTRATION_VIEWS = [1, 2, 3] as const;

/** View 1: side facing right; 2: facing left; 3: a close-up of the damaged area. */
export function lotIllustrationSvg(body: string, color: string, damage: string, view: number): string {
  const shape = BODIES[body] ?? BODIES.sedan!;
  const paint = COLOR_HEX[color] ?? COLOR_HEX.gray!;
  const zone = DAMAGE_ZONE[damage] ?? 'side';
  const flip = view === 2 ? ' transform="translate(400 0) scale(-1 1)"' : '';
  const focusX = ZONE_X[zone];
  const viewBox = view === 3 ? `${Math.min(Math.max(focusX - 100, 0), 200)} 40 200 100` : '0 0 400 200';
  const wheels = shape.wheels
    .map(
      (x) =>
        `<circle cx="${x}" cy="${160 - shape.radius + 6}" r="${shape.radius}" fill="#222"/><circle cx="${x}" cy="${160 - shape.radius + 6}" r="${shape.radius * 0.45}" fill="#9aa0a6"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="800" height="400" role="img" aria-label="${body} ${color} ${damage}">`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe8f1"/><stop offset="1" stop-color="#f6f8fa"/></linearGradient></defs>',
    '<rect width="400" height="200" fill="url(#sky)"/><rect y="160" width="400" height="40" fill="#b9b2a6"/>',
    `<g${flip}><path d="${shape.outline}" fill="${paint}" stroke="#30343a" stroke-width="2.5" stroke-linejoin="round"/>`,
    wheels,
    damageMarks(damage),
    '</g></svg>',
  ].join('');
}

const ILLUSTRATION_PATH = /^\/lot-images\/([a-z-]{1,32})\/([a-z-]{1,32})\/([a-z-]{1,32})\/([1-3])\.svg$/;

/**
 * The illustration a `/lot-images/...svg` path stands for, as a data URI (for the first row of a list, so the largest
 * paint needs no extra request); null for any other image.
 */
export function inlineIllustration(path: string): string | null {
  const match = ILLUSTRATION_PATH.exec(path);
  if (!match) return null;
  const [, body, color, damage, view] = match as unknown as [string, string, string, string, string];
  return `data:image/svg+xml,${encodeURIComponent(lotIllustrationSvg(body, color, damage, Number(view)))}`;
}
