/**
 * The title of a sold vehicle on its way to the buyer (issue 24 §6): awaiting it from the seller, received by the
 * yard, being processed, mailed (with a carrier and a tracking number), delivered. Staff move it one step forward at a
 * time; it never goes back.
 */
export const TITLE_STEPS = ['awaiting-seller', 'received', 'processing', 'mailed', 'delivered'] as const;
export type TitleStep = (typeof TITLE_STEPS)[number];

/** The steps staff can move a title to (every one but the first, which a sold lot starts at). */
export const TITLE_MOVES = TITLE_STEPS.slice(1) as readonly Exclude<TitleStep, 'awaiting-seller'>[];
export type TitleMove = (typeof TITLE_MOVES)[number];

export function isTitleStep(value: unknown): value is TitleStep {
  return (TITLE_STEPS as readonly unknown[]).includes(value);
}

/** The step after `step`, or null once the title is delivered. */
export function nextTitleStep(step: TitleStep): TitleMove | null {
  return (TITLE_STEPS[TITLE_STEPS.indexOf(step) + 1] as TitleMove | undefined) ?? null;
}

/** Whether `step` has been reached by a title standing at `current`. */
export function titleStepReached(current: TitleStep, step: TitleStep): boolean {
  return TITLE_STEPS.indexOf(step) <= TITLE_STEPS.indexOf(current);
}
