import 'server-only';
import { branches, lots } from '@/lib/db/schema';
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
};

export function toLotSummary({
  images,
  ...row
}: { images: string[] } & Omit<LotSummary, 'image'>): LotSummary {
  return { ...row, image: images[0] ?? '' };
}
