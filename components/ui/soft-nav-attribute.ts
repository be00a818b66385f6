/** Marks a server-rendered link that the browser follows client-side (components/providers/use-soft-navigation.ts). */
export const SOFT_NAV_ATTRIBUTE = 'data-soft-nav';
