import { add, ZERO_CENTS, type Cents } from './money';

/** One ledger row of a lot's bill (charges positive, payments negative), in the order it was written. */
export interface SettlingLine {
  kind: string;
  cents: Cents;
  createdAt: Date;
}

/**
 * When a purchase was paid: the time of the first payment after which the lot's bill (every charge and payment so
 * far) owed nothing. A storage invoice issued later does not undo it. Null while it is unpaid. Pure: the handover's
 * storage clock and its "paid?" share it.
 */
export function settledAt(lines: readonly SettlingLine[]): Date | null {
  let balance = ZERO_CENTS;
  for (const line of lines) {
    balance = add(balance, line.cents);
    if (line.kind === 'payment' && balance <= 0) return line.createdAt;
  }
  return null;
}
