import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { env } from '@/lib/env';
import { liveRoomsOf } from '@/lib/server/auctions/live-rooms';
import { LiveCardStates } from './live-card-states';
import { liveCardLabels } from './live-labels-server';
import './live.css';

/**
 * Wraps a list of lot cards: when some of the lots are in an auction in progress, the browser (with `broadcast` in
 * the URL) follows their lanes and the cards' LiveCardState lines show the live state. Otherwise it adds nothing.
 */
export async function LiveSearchStates({ lotIds, children }: { lotIds: number[]; children: ReactNode }) {
  const rooms = await liveRoomsOf(lotIds);
  if (rooms.length === 0) return <>{children}</>;
  const t = await getTranslations('Live');
  return (
    <LiveCardStates lots={rooms} labels={liveCardLabels(t)} broadcastUrl={env().BROADCAST_URL}>
      {children}
    </LiveCardStates>
  );
}
