import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db } from '@/lib/db/client';
import {
  cardBrand,
  cardDigits,
  cardExpired,
  cardSummary,
  cvcValid,
  type CardBrand,
} from '@/lib/domain/card-number';
import { add, sum as sumOf, ZERO_CENTS, type Cents } from '@/lib/domain/money';
import { sandboxBehaviour, type SandboxBehaviour } from '@/lib/domain/sandbox-cards';
import type {
  AuthorizeRequest,
  CardDetails,
  ConfirmRequest,
  DeclineCode,
  GatewayOutcome,
  PaymentGateway,
  TokenizeOutcome,
} from './gateway';
import { findOperation, operationsOf, recordOperation, type OperationRow } from './operations';

/**
 * The built-in sandbox gateway (the default): it behaves like a card processor's test mode. It tokenizes the
 * published test cards (lib/domain/sandbox-cards) and refuses any other number; it holds, captures, releases and
 * refunds, and records every call in `gateway_operations` (its own ledger: the hold's amount, what was captured and
 * refunded). A call repeated with its idempotency key gets the first answer back and changes nothing.
 */
const NAME = 'sandbox' as const;

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

/** A recorded call as the gateway's answer. */
export function outcomeOf(row: OperationRow): GatewayOutcome {
  if (row.outcome === 'requires_action') {
    return {
      status: 'requires_action',
      reference: row.reference!,
      actionUrl: String(row.response.actionUrl),
    };
  }
  if (row.outcome === 'approved') return { status: 'approved', reference: row.reference! };
  return {
    status: 'declined',
    reference: row.reference,
    code: (row.code ?? 'generic_decline') as DeclineCode,
  };
}

/** Runs `call` once per idempotency key: a repeated key answers what the first call recorded. */
async function once(db: Db, key: string, call: () => Promise<OperationRow>): Promise<OperationRow> {
  return (await findOperation(db, NAME, key)) ?? call();
}

async function tokenizeCard(db: Db, card: CardDetails, key: string): Promise<TokenizeOutcome> {
  const row = await once(db, key, async () => {
    const digits = cardDigits(card.number) ?? '';
    const brand = cardBrand(digits);
    const behaviour = sandboxBehaviour(digits);
    const refusal: DeclineCode | null =
      behaviour === null
        ? 'live_card_in_test_mode'
        : behaviour === 'decline_on_save'
          ? 'generic_decline'
          : behaviour === 'incorrect_cvc_on_save' || !cvcValid(card.cvc, brand)
            ? 'incorrect_cvc'
            : cardExpired(card.expMonth, card.expYear)
              ? 'expired_card'
              : null;
    if (refusal !== null || brand === null) {
      return recordOperation(db, {
        gateway: NAME,
        operation: 'tokenize',
        idempotencyKey: key,
        reference: null,
        outcome: 'declined',
        code: refusal ?? 'generic_decline',
      });
    }
    const summary = cardSummary(digits);
    return recordOperation(db, {
      gateway: NAME,
      operation: 'tokenize',
      idempotencyKey: key,
      reference: newId('tok'),
      outcome: 'approved',
      response: { brand, ...summary, behaviour, expMonth: card.expMonth, expYear: card.expYear },
    });
  });
  if (row.outcome !== 'approved') return { status: 'declined', code: row.code as DeclineCode };
  const { brand, last4, bin } = row.response as { brand: CardBrand; last4: string; bin: string };
  return { status: 'approved', token: row.reference!, brand, last4, bin };
}

/** The state of a hold, read back from its recorded calls. */
function holdState(rows: OperationRow[]) {
  const authorize = rows.find((r) => r.operation === 'authorize');
  const confirmed = rows.find((r) => r.operation === 'confirm');
  const held =
    authorize?.outcome === 'approved' ||
    (authorize?.outcome === 'requires_action' && confirmed?.outcome === 'approved');
  const sum = (operation: string) =>
    sumOf(
      rows
        .filter((r) => r.operation === operation && r.outcome === 'approved')
        .map((r) => r.amountCents ?? ZERO_CENTS),
    );
  return {
    authorize,
    confirmed,
    held,
    amountCents: authorize?.amountCents ?? ZERO_CENTS,
    capturedCents: sum('capture'),
    refundedCents: sum('refund'),
    released: rows.some((r) => r.operation === 'release' && r.outcome === 'approved'),
  };
}

async function authorize(db: Db, request: AuthorizeRequest): Promise<GatewayOutcome> {
  const row = await once(db, request.idempotencyKey, async () => {
    const base = {
      gateway: NAME,
      operation: 'authorize' as const,
      idempotencyKey: request.idempotencyKey,
      amountCents: request.amountCents,
    };
    if (request.source.kind !== 'card') {
      return recordOperation(db, { ...base, reference: null, outcome: 'declined', code: 'processing_error' });
    }
    const [saved] = (await operationsOf(db, NAME, request.source.token)).filter(
      (r) => r.operation === 'tokenize' && r.outcome === 'approved',
    );
    if (!saved)
      return recordOperation(db, { ...base, reference: null, outcome: 'declined', code: 'not_found' });
    const card = saved.response as { behaviour: SandboxBehaviour; expMonth: number; expYear: number };
    const reference = newId('auth');
    const declined = (code: DeclineCode) =>
      recordOperation(db, {
        ...base,
        reference,
        outcome: 'declined',
        code,
        response: { token: saved.reference },
      });
    if (cardExpired(card.expMonth, card.expYear)) return declined('expired_card');
    if (card.behaviour === 'decline_on_charge') return declined('generic_decline');
    if (card.behaviour === 'insufficient_funds_on_charge') return declined('insufficient_funds');
    if (card.behaviour === 'requires_3ds' && request.secure3d) {
      const actionUrl = request.returnUrl;
      return recordOperation(db, {
        ...base,
        reference,
        outcome: 'requires_action',
        response: { token: saved.reference, actionUrl, challenge: '3ds' },
      });
    }
    return recordOperation(db, {
      ...base,
      reference,
      outcome: 'approved',
      response: { token: saved.reference },
    });
  });
  return outcomeOf(row);
}

async function confirm(db: Db, reference: string, request: ConfirmRequest): Promise<GatewayOutcome> {
  const row = await once(db, request.idempotencyKey, async () => {
    const state = holdState(await operationsOf(db, NAME, reference));
    const base = {
      gateway: NAME,
      operation: 'confirm' as const,
      idempotencyKey: request.idempotencyKey,
      reference,
    };
    if (state.confirmed) return state.confirmed;
    if (state.authorize?.outcome !== 'requires_action') {
      return recordOperation(db, { ...base, outcome: 'declined', code: 'processing_error' });
    }
    return request.challenge === 'approve'
      ? recordOperation(db, { ...base, outcome: 'approved', amountCents: state.amountCents })
      : recordOperation(db, { ...base, outcome: 'declined', code: 'authentication_failed' });
  });
  return outcomeOf(row);
}

async function capture(db: Db, reference: string, amountCents: Cents, key: string): Promise<GatewayOutcome> {
  const row = await once(db, key, async () => {
    const state = holdState(await operationsOf(db, NAME, reference));
    const base = {
      gateway: NAME,
      operation: 'capture' as const,
      idempotencyKey: key,
      reference,
      amountCents,
    };
    const allowed =
      state.held &&
      !state.released &&
      add(state.capturedCents, amountCents) <= state.amountCents &&
      amountCents > 0;
    return recordOperation(db, allowed ? { ...base, outcome: 'approved' } : failed(base));
  });
  return outcomeOf(row);
}

async function release(db: Db, reference: string, key: string): Promise<GatewayOutcome> {
  const row = await once(db, key, async () => {
    const state = holdState(await operationsOf(db, NAME, reference));
    const base = { gateway: NAME, operation: 'release' as const, idempotencyKey: key, reference };
    const allowed = state.authorize !== undefined && !state.released && state.capturedCents === 0;
    return recordOperation(db, allowed ? { ...base, outcome: 'approved' } : failed(base));
  });
  return outcomeOf(row);
}

async function refund(db: Db, reference: string, amountCents: Cents, key: string): Promise<GatewayOutcome> {
  const row = await once(db, key, async () => {
    const state = holdState(await operationsOf(db, NAME, reference));
    const base = { gateway: NAME, operation: 'refund' as const, idempotencyKey: key, reference, amountCents };
    const allowed = amountCents > 0 && add(state.refundedCents, amountCents) <= state.capturedCents;
    return recordOperation(db, allowed ? { ...base, outcome: 'approved' } : failed(base));
  });
  return outcomeOf(row);
}

function failed<T extends object>(base: T) {
  return { ...base, outcome: 'declined', code: 'processing_error' };
}

export const sandboxGateway: PaymentGateway = {
  name: NAME,
  tokenizeCard,
  authorize,
  confirm,
  capture,
  release,
  refund,
};
