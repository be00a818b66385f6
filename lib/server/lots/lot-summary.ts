import 'server-only';
import type { PhotoRef } from '@/lib/domain/lot-photos';
import type { Cents } from '@/lib/domain/money';

/** What a lot card shows: enough to list a lot, not the whole record. */
export interface LotSummary {
  id: number;
  stockNumber: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  primaryDamage: string;
  odometer: number;
  odometerBrand: string;
  titleType: string;
  titleState: string;
  startCode: string;
  image: string;
  /** The cover photo, when the lot has photos (the card shows it instead of `image`). */
  photo?: PhotoRef;
  saleDate: Date | null;
  currentBidCents: Cents;
  buyItNowPriceCents: Cents | null;
  status: string;
  branchName: string;
  branchState: string;
  timeZone: string;
  /** The row's revision when read (lots.revision): what a cached page names it by. Never sent by the API. */
  revision?: number;
}

/** A lot summary as the API sends it: without the revision, which only the page cache reads. */
export function publicLotSummary<T extends LotSummary>({
  revision: _revision,
  ...lot
}: T): Omit<T, 'revision'> {
  return lot;
}
