import 'server-only';
import type { Db } from '@/lib/db/client';
import { idempotent, type Answer, type LockedMember } from '../http/idempotency';
import { runAfterCommit, type AfterCommit } from './offer-notices';

/** What one step of an approval or offer did: its answer's data, and whom to tell once it has committed. */
export interface Step<T> {
  data: T;
  effects: AfterCommit[];
}

/**
 * One step (a staff decision, a buyer's offer or answer) as one transaction under an Idempotency-Key (http/idempotency:
 * the actor's row is locked, a replayed key gets the first answer, a refusal thrown as an ApiError is stored and
 * replayed too). The notices the step queued are sent after the commit, only by the request that did the step.
 */
export async function runStep<T>(
  actorId: string,
  route: string,
  key: string,
  input: unknown,
  work: (tx: Db, actor: LockedMember) => Promise<Step<T>>,
  present: (data: T) => unknown,
): Promise<Answer> {
  const { answer, result } = await idempotent<Step<T>>(actorId, route, key, input, work, (step) =>
    present(step.data),
  );
  if (result) await runAfterCommit(result.effects);
  return answer;
}
