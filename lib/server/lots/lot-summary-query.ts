import 'server-only';
import { branches, lots } from '@/lib/db/schema';
import { coverPhotoColumn, coverPhotoOf, type CoverRow } from '../photos/cover-photo-column';
import type { LotSummary } from './lot-summary';

/** The columns a lot card needs (lots joined with branches); used by every list of lots. */
export const lotSummaryColumns = {
  id: lots.id,
  stockNumber: lots.stockNumber,
  year: lots.year,
  make: lots.make,
  model: lots.model,
  trim: lots.trim,
  primaryDamage: lots.primaryDamage,
  odometer: lots.odometer,
  odometerBrand: lots.odometerBrand,
  titleType: lots.titleType,
  titleState: lots.titleState,
  startCode: lots.startCode,
  images: lots.images,
  saleDate: lots.saleDate,
  currentBidCents: lots.currentBidCents,
  buyItNowPriceCents: lots.buyItNowPriceCents,
  status: lots.status,
  branchName: branches.name,
  branchState: branches.state,
  timeZone: branches.timeZone,
  cover: coverPhotoColumn,
  revision: lots.revision,
};

/** A lot with photos carries its cover (`photo`); one without keeps its drawn illustration alone. */
export function toLotSummary({
  images,
  cover,
  ...row
}: { images: string[]; cover?: CoverRow | null } & Omit<LotSummary, 'image' | 'photo'>): LotSummary {
  const photo = coverPhotoOf(row.id, cover);
  return { ...row, image: images[0] ?? '', ...(photo ? { photo } : {}) };
}
