import * as z from 'zod/mini';
import { PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES, REFUND_STATUSES } from '@/lib/db/schema';
import {
  adminPaymentQuery,
  PAYMENT_METHOD_CODES,
  PAYMENT_PURPOSE_CODES,
  PAYMENT_STATE_CODES,
  recordWireSchema,
  REFUND_STATE_CODES,
} from './admin-payments';

describe('the console’s money schemas', () => {
  test('their codes are the tables’ own', () => {
    expect([...PAYMENT_PURPOSE_CODES].sort()).toEqual([...PAYMENT_PURPOSES].sort());
    expect([...PAYMENT_METHOD_CODES].sort()).toEqual([...PAYMENT_METHODS].sort());
    expect([...PAYMENT_STATE_CODES].sort()).toEqual([...PAYMENT_STATUSES].sort());
    expect([...REFUND_STATE_CODES].sort()).toEqual([...REFUND_STATUSES].sort());
  });

  test('a recorded wire: the reference in its one written form, the amount in Cents', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(z.parse(recordWireSchema, { reference: ' w7k9m2qrt ', amount: 1_250, receivedOn: today })).toEqual(
      {
        reference: 'W-7K9M2QRT',
        amount: 125_000,
        receivedOn: today,
      },
    );
  });

  test('the list’s query: blanks are no filter, the e-mail in lower case, the page defaults', () => {
    expect(
      z.parse(adminPaymentQuery, { purpose: '', email: 'Ana@Example.com', state: 'open', to: '' }),
    ).toEqual({
      email: 'ana@example.com',
      state: 'open',
      page: 1,
      pageSize: 50,
    });
  });
});
