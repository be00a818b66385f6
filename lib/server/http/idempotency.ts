import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { isUniqueViolation } from '@/lib/db/errors';
import { idempotencyKeys, members } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { ApiError } from './api-error';
import { errorBody } from './respond';

/** A stored answer: the status and JSON body the first request got. */
export interface Answer {
  status: number;
  body: unknown;
}

/** The member row a money or bid mutation works with, locked for the length of its transaction. */
export interface LockedMember {
  id: string;
  email: string;
  firstName: string;
  membershipCode: string;
  acceptedTermsVersion: number | null;
}

/**
 * The row a mutation's answer is kept in. A mutation may write it itself, in the statement that makes its last
 * writes (`claim`), to spare a round trip while it holds a lock; otherwise `idempotent` writes it after `work`.
 */
export class AnswerSlot {
  #claimed = false;

  constructor(
    readonly memberId: string,
    readonly key: string,
    readonly route: string,
    readonly requestHash: string,
  ) {}

  /** The caller stores `answer` (its body must be what `present` makes of the result) in its own statement. */
  claim(answer: Answer): Answer & { memberId: string; key: string; route: string; requestHash: string } {
    this.#claimed = true;
    return {
      ...answer,
      memberId: this.memberId,
      key: this.key,
      route: this.route,
      requestHash: this.requestHash,
    };
  }

  get claimed(): boolean {
    return this.#claimed;
  }
}

export function requestHash(route: string, input: unknown): string {
  return createHash('sha256').update(route).update('\n').update(JSON.stringify(input)).digest('hex');
}

/** How often a request whose key was stored by a concurrent twin is run again to find the twin's answer. */
const TWIN_RETRIES = 3;

/**
 * Run a bid or money mutation once per Idempotency-Key (ARCHITECTURE API conventions). In one transaction: lock the
 * member's row (so one member's mutations, and two requests with one key, go one at a time), answer a replayed key
 * with the first answer, refuse a key reused with other content (422), else run `work` and store its answer next to
 * its writes. `work` refuses by throwing an ApiError before its first write; the refusal is stored and replayed too.
 *
 * The member's lock and the stored answer come in one statement. A twin request (same key) that waited for the lock
 * read the answer before the first one committed, so it does not see it: it runs `work`, and storing its own answer
 * then breaks the key's uniqueness, which rolls all of its writes back. It is then run again and finds the answer.
 */
export async function idempotent<T>(
  memberId: string,
  route: string,
  key: string,
  input: unknown,
  work: (tx: Db, member: LockedMember, slot: AnswerSlot) => Promise<T>,
  /** What of the result the member gets as `data` (the rest stays with the caller). */
  present: (result: T) => unknown = (result) => result,
  /** The database (or an open transaction: the work then runs in a savepoint); the app's database by default. */
  { db }: { db?: Db } = {},
): Promise<{ answer: Answer; fresh: boolean; result?: T }> {
  const hash = requestHash(route, input);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await once(db ?? (await getDb()), memberId, route, key, hash, work, present);
    } catch (error) {
      if (attempt >= TWIN_RETRIES || !isUniqueViolation(error, IDEMPOTENCY_KEY_CONSTRAINT)) throw error;
    }
  }
}

const IDEMPOTENCY_KEY_CONSTRAINT = 'idempotency_keys_member_key';

async function once<T>(
  db: Db,
  memberId: string,
  route: string,
  key: string,
  hash: string,
  work: (tx: Db, member: LockedMember, slot: AnswerSlot) => Promise<T>,
  present: (result: T) => unknown,
): Promise<{ answer: Answer; fresh: boolean; result?: T }> {
  return transaction(db, async (tx) => {
    const [found] = await tx
      .select({
        id: members.id,
        email: members.email,
        firstName: members.firstName,
        membershipCode: members.membershipCode,
        acceptedTermsVersion: members.acceptedTermsVersion,
        storedRoute: idempotencyKeys.route,
        storedHash: idempotencyKeys.requestHash,
        storedStatus: idempotencyKeys.responseStatus,
        storedBody: idempotencyKeys.responseBody,
      })
      .from(members)
      .leftJoin(idempotencyKeys, and(eq(idempotencyKeys.memberId, members.id), eq(idempotencyKeys.key, key)))
      .where(eq(members.id, memberId))
      .for('no key update', { of: members });
    if (!found) throw ApiError.unauthorized();
    const { storedRoute, storedHash, storedStatus, storedBody, ...member } = found;
    if (storedRoute !== null) {
      if (storedRoute !== route || storedHash !== hash) {
        throw new ApiError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was used for another request. Send a new key with each new request.',
          { 'Idempotency-Key': 'idempotencyKeyReused' },
        );
      }
      return { answer: { status: storedStatus!, body: storedBody }, fresh: false };
    }
    let answer: Answer;
    let result: T | undefined;
    const slot = new AnswerSlot(memberId, key, route, hash);
    try {
      result = await work(tx, member, slot);
      answer = { status: 200, body: { data: present(result) } };
      if (slot.claimed) return { answer, fresh: true, result };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      answer = { status: error.status, body: errorBody(error) };
    }
    await tx.insert(idempotencyKeys).values({
      memberId,
      key,
      route,
      requestHash: hash,
      responseStatus: answer.status,
      responseBody: answer.body,
    });
    return { answer, fresh: true, result };
  });
}
