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
}
