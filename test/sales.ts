import { eq } from 'drizzle-orm';
import { GET as listRoute, POST as createRoute } from '@/app/rest-api/v2/admin/sales/route';
import { GET as getRoute, PUT as rescheduleRoute } from '@/app/rest-api/v2/admin/sales/[id]/route';
import { POST as cancelRoute } from '@/app/rest-api/v2/admin/sales/[id]/cancel/route';
import { POST as assignRoute } from '@/app/rest-api/v2/admin/sales/[id]/lots/route';
import { DELETE as unassignRoute } from '@/app/rest-api/v2/admin/sales/[id]/lots/[lotId]/route';
import { PUT as runlistRoute } from '@/app/rest-api/v2/admin/sales/[id]/runlist/route';
import type { Db } from '@/lib/db/client';
import { lots } from '@/lib/db/schema';
import { jsonRequest, type TestMember } from './members';

/** The console's sales API called as a browser would, and what the tests read back. */
const BASE = '/rest-api/v2/admin/sales';

export interface SalesAnswer {
  status: number;
  body: {
    data?: Record<string, unknown> & { lots?: { id: number; place: number; position: number | null }[] };
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
}

async function answer(response: Response): Promise<SalesAnswer> {
  return { status: response.status, body: (await response.json()) as SalesAnswer['body'] };
}

const idParams = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const call = (url: string, method: string, who: TestMember | null, body?: unknown) =>
  jsonRequest(url, { method, body, cookie: who?.cookie });

export const salesApi = {
  list: async (who: TestMember | null, query = '') =>
    answer(await listRoute(call(`${BASE}${query ? `?${query}` : ''}`, 'GET', who), {})),
  create: async (who: TestMember | null, body: unknown) =>
    answer(await createRoute(call(BASE, 'POST', who, body), {})),
  get: async (who: TestMember | null, id: number | string) =>
    answer(await getRoute(call(`${BASE}/${id}`, 'GET', who), idParams(id))),
  reschedule: async (who: TestMember | null, id: number | string, body: unknown) =>
    answer(await rescheduleRoute(call(`${BASE}/${id}`, 'PUT', who, body), idParams(id))),
  cancel: async (who: TestMember | null, id: number | string, body: unknown) =>
    answer(await cancelRoute(call(`${BASE}/${id}/cancel`, 'POST', who, body), idParams(id))),
  assign: async (who: TestMember | null, id: number | string, body: unknown) =>
    answer(await assignRoute(call(`${BASE}/${id}/lots`, 'POST', who, body), idParams(id))),
  unassign: async (who: TestMember | null, id: number | string, lotId: number | string) =>
    answer(
      await unassignRoute(call(`${BASE}/${id}/lots/${lotId}`, 'DELETE', who), {
        params: Promise.resolve({ id: String(id), lotId: String(lotId) }),
      }),
    ),
  move: async (who: TestMember | null, id: number | string, body: unknown) =>
    answer(await runlistRoute(call(`${BASE}/${id}/runlist`, 'PUT', who, body), idParams(id))),
};

/** A whole hour `days` days from now (a sale's start to come). */
export function hoursAhead(days: number, hours = 0): string {
  return new Date(
    Math.ceil(Date.now() / 3_600_000) * 3_600_000 + days * 86_400_000 + hours * 3_600_000,
  ).toISOString();
}

/** The sale's lots in runlist order, with their stored positions, as the database holds them. */
export async function positionsIn(
  db: Db,
  saleId: number,
): Promise<{ id: number; position: number | null }[]> {
  return db
    .select({ id: lots.id, position: lots.runlistPosition })
    .from(lots)
    .where(eq(lots.auctionId, saleId))
    .orderBy(lots.runlistPosition, lots.id);
}
