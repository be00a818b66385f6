import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { gatewayOperations, type GATEWAY_OPERATIONS } from '@/lib/db/schema';
import type { Cents } from '@/lib/domain/money';
import type { GatewayName } from './gateway';

export type GatewayOperation = (typeof GATEWAY_OPERATIONS)[number];
export type OperationRow = typeof gatewayOperations.$inferSelect;

/** The recorded call of `gateway` with this idempotency key, if it was made before. */
export async function findOperation(db: Db, gateway: GatewayName, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(gatewayOperations)
    .where(and(eq(gatewayOperations.gateway, gateway), eq(gatewayOperations.idempotencyKey, idempotencyKey)));
  return row ?? null;
}

/** The recorded calls that made or acted on `reference`, oldest first. */
export async function operationsOf(db: Db, gateway: GatewayName, reference: string) {
  return db
    .select()
    .from(gatewayOperations)
    .where(and(eq(gatewayOperations.gateway, gateway), eq(gatewayOperations.reference, reference)))
    .orderBy(gatewayOperations.id);
}

export interface NewOperation {
  gateway: GatewayName;
  operation: GatewayOperation;
  idempotencyKey: string;
  reference: string | null;
  amountCents?: Cents | null;
  outcome: string;
  code?: string | null;
  /** What the gateway answered: never a card number or a security code. */
  response?: Record<string, unknown>;
}

export async function recordOperation(db: Db, operation: NewOperation): Promise<OperationRow> {
  const [row] = await db
    .insert(gatewayOperations)
    .values({
      ...operation,
      amountCents: operation.amountCents ?? null,
      code: operation.code ?? null,
      response: operation.response ?? {},
    })
    .returning();
  return row!;
}
