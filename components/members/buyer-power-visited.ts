'use client';

import { useSyncExternalStore } from 'react';
import {
  BUYER_POWER_VISITED,
  buyerPowerVisitedKey,
  shouldShowBuyerPowerPrompt,
  type BuyerPowerPromptMember,
} from '@/lib/domain/buyer-power-prompt';

/** Dispatched on window when this tab sets a member's flag (other tabs get a `storage` event). */
const VISITED_CHANGE_EVENT = 'sb:buyer-power-visited';

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

/** Records that the member saw the buyer power page (or dismissed its prompt). */
export function markBuyerPowerVisited(memberId: string): void {
  try {
    browserStorage()?.setItem(buyerPowerVisitedKey(memberId), BUYER_POWER_VISITED);
  } catch {
    // storage full or refused: the prompt then stays dismissed for this page only
  }
  window.dispatchEvent(new Event(VISITED_CHANGE_EVENT));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(VISITED_CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(VISITED_CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

const hiddenOnServer = () => false;

/** Whether the buyer-power prompt applies now; false on the server render, so hydration always agrees. */
export function useBuyerPowerPrompt(member: BuyerPowerPromptMember | null | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shouldShowBuyerPowerPrompt(member, browserStorage()),
    hiddenOnServer,
  );
}
