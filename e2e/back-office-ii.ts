import { expect, type APIResponse, type Download, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { BRANCHES, type BranchSeed } from '../lib/db/seed/catalog/branches';
import { formatUsd } from '../lib/domain/format';
import { cents, type Cents } from '../lib/domain/money';
import { countStorageDays, storageFee } from '../lib/domain/storage-days';
import { withCheckDigit } from '../lib/domain/vin';
import { zonedDay } from '../lib/domain/zoned-time';
export { signedIn } from './sign-in';

/** Helpers of the Back office II chain (e2e/after-the-hammer.spec.ts): sign-ins, the console's API, the gate pass. */
const DAY_MS = 86_400_000;

/** A browser of its own, signed in at /login: staff land on `next` (a console page), members on /myaccount. */

/** The `data` of a JSON answer that must be 200. */
export async function dataOf<T>(answer: APIResponse): Promise<T> {
  const text = await answer.text();
  expect(answer.status(), `${answer.url()} answered ${text}`).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

/** A JSON call of the console's API from a signed-in page (its cookies), with the same-origin header writes need. */
export async function api<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.fetch(path, {
    method,
    headers: { origin, 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  return dataOf<T>(answer);
}

/** A Honda Accord VIN (model year 2003) with a valid check digit, different on every run. */
export function freshVin(): string {
  const serial = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return withCheckDigit(`1HGCM82603A${serial}`);
}

/** The check-in body of a sedan at `branchId` with a reserve and no buy-it-now price, not yet on a sale. */
export function checkInBody(branchId: number, reserveDollars: number): Record<string, unknown> {
  return {
    vin: freshVin(),
    model: 'Accord',
    trim: 'EX',
    bodyStyle: 'sedan',
    color: 'blue',
    engine: '2.4L I4',
    drive: 'FWD',
    fuel: 'gasoline',
    transmission: 'automatic',
    odometer: 81_234,
    odometerBrand: 'actual',
    primaryDamage: 'front-end',
    lossType: 'collision',
    titleType: 'salvage',
    titleState: 'TX',
    startCode: 'run-and-drive',
    hasKeys: true,
    estimatedRetailValue: 9_500,
    repairCost: 4_200,
    branchId,
    buyItNowPrice: null,
    reservePrice: reserveDollars,
  };
}

interface SaleSummary {
  branchId: number;
  lane: string;
  startsAt: string;
  status: string;
}

/**
 * A branch and lane with no sale live or starting within the next quarter of an hour (the demo lane, another spec's
 * sale), read from the console's calendar as the auctioneer: the new sale then has its lane's feed room to itself.
 */
export async function quietLane(auctioneer: Page): Promise<{ branch: BranchSeed; lane: string }> {
  const from = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
  const { items } = await api<{ items: SaleSummary[] }>(
    auctioneer,
    'GET',
    `/rest-api/v2/admin/sales?from=${from}&days=3`,
  );
  const soon = Date.now() + 15 * 60_000;
  const busy = new Set(
    items
      .filter((s) => s.status === 'live' || (s.status === 'scheduled' && Date.parse(s.startsAt) <= soon))
      .map((s) => `${s.branchId}|${s.lane}`),
  );
  for (const branch of BRANCHES) {
    const lane = branch.lanes.find((l) => !busy.has(`${branch.code}|${l}`));
    if (lane) return { branch, lane };
  }
  throw new Error('every lane is busy');
}

/** The gate pass's code (GP-XXXXX-XXXXX) and text, read from the downloaded PDF. */
export async function gatePassOf(download: Download): Promise<{ code: string; text: string }> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  const code = text.match(/GP-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}/)?.[0];
  expect(code, `a gate pass code in: ${text}`).toBeDefined();
  return { code: code!, text };
}

/**
 * What the storage invoice should say for a lot paid now whose demo clock was moved `shiftDays` back and that is
 * picked up today, in the yard's zone: the days and amount as the product's own rule counts them
 * (lib/domain/storage-clock.ts: the clock starts at the payment, moved back by the demo days).
 */
export function expectedStorage(timeZone: string, shiftDays: number, paidAt = new Date()) {
  const { chargeableDays, lastFreeDay } = countStorageDays({
    start: zonedDay(new Date(paidAt.getTime() - shiftDays * DAY_MS), timeZone),
    through: zonedDay(new Date(), timeZone),
    delays: [],
  });
  const amount: Cents = storageFee(chargeableDays);
  return { days: chargeableDays, amount, usd: formatUsd(amount), lastFreeDay };
}

/** "$1,234" or "$1,234.50" as cents. */
export function centsOf(text: string | null): Cents {
  const match = (text ?? '').match(/\$([\d,]+(?:\.\d{2})?)/);
  expect(match, `a dollar amount in "${text}"`).not.toBeNull();
  return cents(Math.round(Number(match![1]!.replace(/,/g, '')) * 100));
}
