import { UNVERIFIED_BID_CAP_CENTS } from './business-rules';
import {
  isIdRejectionReason,
  needsApprovedId,
  verificationStateOf,
  type ReviewFacts,
} from './id-verification';
import { cents } from './money';

const at = (day: number) => new Date(Date.UTC(2031, 2, day));
const review = (id: number, status: ReviewFacts['status'], day: number): ReviewFacts => ({
  id,
  status,
  createdAt: at(day),
});

describe('verificationStateOf', () => {
  test('none without reviews', () => {
    expect(verificationStateOf([])).toEqual({ state: 'none', latest: null });
  });

  test('the newest upload decides until one is approved', () => {
    expect(verificationStateOf([review(1, 'rejected', 1), review(2, 'pending', 2)]).state).toBe('pending');
    expect(verificationStateOf([review(2, 'pending', 1), review(1, 'rejected', 2)]).state).toBe('rejected');
    // Same time: the later id is the newer upload.
    expect(verificationStateOf([review(4, 'rejected', 3), review(3, 'pending', 3)]).latest?.id).toBe(4);
  });

  test('an approval stays whatever came after it', () => {
    const reviews = [review(1, 'approved', 1), review(2, 'rejected', 2), review(3, 'pending', 3)];
    expect(verificationStateOf(reviews)).toEqual({ state: 'approved', latest: reviews[0] });
  });
});

describe('needsApprovedId', () => {
  test('at and under the cap of $2,500 no id is needed; a cent over it, one is', () => {
    expect(UNVERIFIED_BID_CAP_CENTS).toBe(250_000);
    expect(needsApprovedId(cents(100_000))).toBe(false);
    expect(needsApprovedId(cents(250_000))).toBe(false);
    expect(needsApprovedId(cents(250_001))).toBe(true);
  });
});

test('rejection reasons are the listed codes only', () => {
  expect(isIdRejectionReason('name-mismatch')).toBe(true);
  expect(isIdRejectionReason('blurry')).toBe(false);
  expect(isIdRejectionReason('toString')).toBe(false);
});
