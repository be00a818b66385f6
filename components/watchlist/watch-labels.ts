/** The watch button's texts, translated on the server (next-intl stays there). */
export interface WatchLabels {
  watch: string;
  watching: string;
  /** The toast when a change could not be saved. */
  error: string;
  /** The hint on the button for a visitor: clicking leads to sign-in. */
  signIn: string;
}

type Translate = (key: keyof WatchLabels) => string;

const shared = new Map<string, WatchLabels>();

/**
 * The labels from a `Watchlist` translator, as one object per distinct set of texts. A results page renders a card per
 * lot; handing every card's button the same object lets React's server payload send it once and refer to it after.
 */
export function watchLabels(t: Translate): WatchLabels {
  const labels: WatchLabels = {
    watch: t('watch'),
    watching: t('watching'),
    error: t('error'),
    signIn: t('signIn'),
  };
  const key = JSON.stringify(labels);
  const known = shared.get(key);
  if (known) return known;
  shared.set(key, labels);
  return labels;
}
