import { isTitleStep, nextTitleStep, TITLE_MOVES, TITLE_STEPS, titleStepReached } from './title-progress';

describe('title progress', () => {
  test('five steps in order; staff move to every one but the first', () => {
    expect(TITLE_STEPS).toEqual(['awaiting-seller', 'received', 'processing', 'mailed', 'delivered']);
    expect(TITLE_MOVES).toEqual(['received', 'processing', 'mailed', 'delivered']);
  });

  test('each step has the next, and a delivered title none', () => {
    expect(TITLE_STEPS.map(nextTitleStep)).toEqual(['received', 'processing', 'mailed', 'delivered', null]);
  });

  test('a step is reached by the title standing at it or later', () => {
    expect(titleStepReached('mailed', 'received')).toBe(true);
    expect(titleStepReached('mailed', 'mailed')).toBe(true);
    expect(titleStepReached('received', 'mailed')).toBe(false);
  });

  test('isTitleStep tells the steps from anything else', () => {
    expect(isTitleStep('processing')).toBe(true);
    expect(isTitleStep('lost')).toBe(false);
    expect(isTitleStep(undefined)).toBe(false);
  });
});
