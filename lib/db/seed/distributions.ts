import type { Weighted } from './random';

/** Loss types: the damage pages of SPEC §2 (collision, fire, flood, theft, vandalism, repossession) plus others. */
export const LOSS_TYPES: Weighted<string> = [
  ['collision', 62],
  ['flood', 6],
  ['fire', 3],
  ['theft', 6],
  ['vandalism', 4],
  ['repossession', 5],
  ['hail', 4],
  ['mechanical', 5],
  ['other', 5],
];

export const PRIMARY_DAMAGE_BY_LOSS: Readonly<Record<string, Weighted<string>>> = {
  collision: [
    ['front-end', 45],
    ['rear-end', 18],
    ['side', 14],
    ['all-over', 6],
    ['rollover', 4],
    ['top-roof', 2],
    ['undercarriage', 3],
    ['minor-dents-scratches', 8],
  ],
  flood: [['water-flood', 1]],
  fire: [
    ['burn', 5],
    ['burn-engine', 3],
    ['burn-interior', 2],
  ],
  theft: [
    ['stripped', 3],
    ['normal-wear', 4],
    ['minor-dents-scratches', 2],
    ['missing-parts', 1],
  ],
  vandalism: [['vandalism', 1]],
  repossession: [
    ['normal-wear', 7],
    ['minor-dents-scratches', 3],
  ],
  hail: [['hail', 1]],
  mechanical: [
    ['mechanical', 4],
    ['engine-damage', 2],
    ['transmission-damage', 1],
  ],
  other: [
    ['biohazard', 1],
    ['partial-repair', 2],
    ['normal-wear', 2],
    ['undercarriage', 1],
  ],
};

export const SECONDARY_DAMAGES: readonly string[] = [
  'front-end',
  'rear-end',
  'side',
  'minor-dents-scratches',
  'undercarriage',
  'mechanical',
  'top-roof',
];

export const TITLE_BY_LOSS: Readonly<Record<string, Weighted<string>>> = {
  default: [
    ['salvage', 66],
    ['clean', 14],
    ['rebuilt', 5],
    ['non-repairable', 5],
    ['certificate-of-destruction', 4],
    ['junk', 3],
    ['parts-only', 3],
  ],
  repossession: [
    ['clean', 85],
    ['salvage', 10],
    ['rebuilt', 5],
  ],
  theft: [
    ['clean', 45],
    ['salvage', 50],
    ['rebuilt', 5],
  ],
  mechanical: [
    ['clean', 55],
    ['salvage', 40],
    ['junk', 5],
  ],
};

export const COLORS: Weighted<string> = [
  ['white', 24],
  ['black', 20],
  ['gray', 17],
  ['silver', 13],
  ['blue', 9],
  ['red', 9],
  ['brown', 2],
  ['green', 1.5],
  ['beige', 1],
  ['gold', 1],
  ['orange', 1],
  ['yellow', 0.8],
  ['purple', 0.4],
];

export const START_CODES_BY_LOSS: Readonly<Record<string, Weighted<string>>> = {
  default: [
    ['run-and-drive', 35],
    ['starts', 30],
    ['stationary', 35],
  ],
  fire: [
    ['starts', 5],
    ['stationary', 95],
  ],
  flood: [
    ['starts', 15],
    ['stationary', 85],
  ],
  repossession: [
    ['run-and-drive', 80],
    ['starts', 15],
    ['stationary', 5],
  ],
};

/** Share of the estimated retail value a repair would cost, by primary damage (mean). */
export const REPAIR_SHARE: Readonly<Record<string, number>> = {
  'front-end': 0.45,
  'rear-end': 0.35,
  side: 0.4,
  'all-over': 0.8,
  rollover: 0.85,
  'top-roof': 0.5,
  undercarriage: 0.3,
  'minor-dents-scratches': 0.12,
  'water-flood': 0.75,
  burn: 0.95,
  'burn-engine': 0.7,
  'burn-interior': 0.6,
  stripped: 0.5,
  'normal-wear': 0.05,
  'missing-parts': 0.3,
  vandalism: 0.25,
  hail: 0.3,
  mechanical: 0.35,
  'engine-damage': 0.5,
  'transmission-damage': 0.35,
  biohazard: 0.2,
  'partial-repair': 0.25,
};
