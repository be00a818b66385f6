import { SWIPE_MIN_PX, galleryKeyAction, stepIndex, swipeStep } from './gallery';

describe('stepIndex', () => {
  it('moves and wraps around at both ends', () => {
    expect(stepIndex(0, 1, 5)).toBe(1);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, -7, 5)).toBe(0);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(3, 1, 0)).toBe(0);
  });
});

describe('galleryKeyAction', () => {
  it('maps arrows, Home, End and Escape', () => {
    expect(galleryKeyAction('ArrowRight')).toBe('next');
    expect(galleryKeyAction('ArrowLeft')).toBe('previous');
    expect(galleryKeyAction('Home')).toBe('first');
    expect(galleryKeyAction('End')).toBe('last');
    expect(galleryKeyAction('Escape')).toBe('close');
    expect(galleryKeyAction('Enter')).toBeNull();
    expect(galleryKeyAction('a')).toBeNull();
  });

  it('follows the reading direction of a right-to-left page', () => {
    expect(galleryKeyAction('ArrowLeft', true)).toBe('next');
    expect(galleryKeyAction('ArrowRight', true)).toBe('previous');
  });
});

describe('swipeStep', () => {
  it('turns a horizontal drag into a step', () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0)).toBe(1);
    expect(swipeStep(120, 10)).toBe(-1);
    expect(swipeStep(-120, 10, true)).toBe(-1);
    expect(swipeStep(120, 10, true)).toBe(1);
  });

  it('ignores taps, short moves and vertical scrolls', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0)).toBe(0);
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeStep(60, -60)).toBe(0);
  });
});
