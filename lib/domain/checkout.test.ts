import { checkoutLine, isLate, lateFeeDue } from './checkout';
import { cents } from './money';

const due = new Date('2030-01-15T15:00:00Z');
const before = new Date('2030-01-15T14:59:59Z');
const after = new Date('2030-01-15T15:00:01Z');
const bill = [
  { kind: 'purchase', cents: cents(82_500) },
  { kind: 'buyer-fee', cents: cents(29_900) },
  { kind: 'documentation-fee', cents: cents(9_500) },
  { kind: 'gate-fee', cents: cents(7_900) },
  { kind: 'environmental-fee', cents: cents(1_500) },
];

describe('checkout rules', () => {
  test('the deadline itself is on time; a second later is late', () => {
    expect(isLate(due, due)).toBe(false);
    expect(isLate(due, before)).toBe(false);
    expect(isLate(due, after)).toBe(true);
    expect(lateFeeDue(due, after, false)).toBe(5_000);
    expect(lateFeeDue(due, after, true)).toBe(0);
    expect(lateFeeDue(due, before, false)).toBe(0);
  });

  test('bid + buyer fee + documentation fee + other fees = total; the late fee joins it once when late', () => {
    expect(checkoutLine(1, bill, due, before)).toMatchObject({
      bidCents: 82_500,
      buyerFeeCents: 29_900,
      documentationFeeCents: 9_500,
      otherFeesCents: 9_400,
      lateFeeCents: 0,
      totalCents: 131_300,
      late: false,
    });
    expect(checkoutLine(1, bill, due, after)).toMatchObject({
      lateFeeCents: 5_000,
      lateFeeDueCents: 5_000,
      totalCents: 136_300,
      late: true,
    });
    const charged = [...bill, { kind: 'late-fee', cents: cents(5_000) }];
    expect(checkoutLine(1, charged, due, after)).toMatchObject({
      lateFeeCents: 5_000,
      lateFeeDueCents: 0,
      totalCents: 136_300,
    });
  });

  test('a paid lot owes nothing, however late it is now', () => {
    const paid = [...bill, { kind: 'payment', cents: cents(-131_300) }];
    expect(checkoutLine(1, paid, due, after)).toMatchObject({
      paidCents: 131_300,
      lateFeeCents: 0,
      totalCents: 0,
      late: false,
    });
  });

  test('storage accrued while unpaid is due with the lot, less what the ledger charges already', () => {
    expect(checkoutLine(1, bill, due, after, cents(7_500))).toMatchObject({
      otherFeesCents: 9_400,
      storageDueCents: 7_500,
      storageFeeCents: 7_500,
      totalCents: 143_800,
    });
    const charged = [...bill, { kind: 'storage-fee', cents: cents(5_000) }];
    expect(checkoutLine(1, charged, due, after, cents(7_500))).toMatchObject({
      storageDueCents: 2_500,
      storageFeeCents: 7_500,
      totalCents: 143_800,
    });
    expect(checkoutLine(1, charged, due, after, cents(2_500)).storageDueCents).toBe(0);
  });

  test('a storage invoice on a paid lot is owed alone: no late fee, no storage accrued on top', () => {
    const invoiced = [
      ...bill,
      { kind: 'payment', cents: cents(-131_300) },
      { kind: 'storage-fee', cents: cents(7_500) },
    ];
    expect(checkoutLine(1, invoiced, due, after, cents(10_000))).toMatchObject({
      storageFeeCents: 7_500,
      storageDueCents: 0,
      lateFeeCents: 0,
      totalCents: 7_500,
      late: false,
    });
  });
});
