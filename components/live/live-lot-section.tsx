import { getFormatter, getTranslations } from 'next-intl/server';
import type { BidBoxLabels } from '@/components/lot/bid-box/bid-box-labels';
import { env } from '@/lib/env';
import { liveInvitation } from '@/lib/domain/live-invitation';
import { lotPathOf } from '@/lib/domain/lot-route';
import type { Locale } from '@/lib/i18n/routing';
import type { LotBidding } from '@/lib/schemas/bids';
import { lotLiveInfo } from '@/lib/server/auctions/lot-live-info';
import { pageShows } from '@/lib/server/cache/page-shows';
import { liveLabels } from './live-labels-server';
import { LiveLotPanel } from './live-lot-panel';
import type { LiveWaiting } from './live-sale-waiting';
import { liveViewHref } from './live-view-href';
import { WatchLiveLink } from './watch-live-link';

export interface LiveSectionLot {
  id: number;
  auctionId: number | null;
  branchId: number;
  lane: string | null;
  stockNumber: string;
  status: string;
  saleDate: Date | null;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  branch: { timeZone: string };
}

/**
 * The lot page's live part (server side): for a lot on the block, or still to sell in a lane live now or later today,
 * a "Watch live" / "Join the live auction" link to its live view (the page with `?broadcast`, SPEC §7); and the panel
 * the browser shows in live mode: the lot's feed room, the runlist's pages and the texts while the auction is in
 * progress, the wait for its start before.
 */
export async function LiveLotSection({
  lot,
  publicState,
  bidBoxLabels,
  locale,
}: {
  lot: LiveSectionLot;
  publicState: LotBidding;
  bidBoxLabels: BidBoxLabels;
  locale: Locale;
}) {
  const [info, t, page, format] = await Promise.all([
    lotLiveInfo(lot),
    getTranslations('Live'),
    getTranslations('LotPage'),
    getFormatter(),
  ]);
  if (!info) return null;
  // The page is cached while the auction keeps its revision (its status), at most five minutes ("sells today").
  await pageShows({ auction: { id: info.auctionId, revision: info.auctionRevision } });
  const invitation = liveInvitation(
    { ...lot, timeZone: lot.branch.timeZone },
    info.auctionInProgress,
    new Date(),
  );
  const startsAt = !info.auctionInProgress && invitation !== null ? lot.saleDate : null;
  if (!info.auctionInProgress && startsAt === null) return null;
  const time = startsAt
    ? format.dateTime(startsAt, {
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone: lot.branch.timeZone,
      })
    : '';
  const waiting: LiveWaiting | undefined = startsAt
    ? {
        startsAt: startsAt.getTime(),
        text: t('waiting', { lane: info.lane ?? '', time }),
        countdown: {
          startsIn: page.raw('countdown.startsIn') as string,
          days: page.raw('countdown.days') as string,
          started: page('countdown.started'),
        },
      }
    : undefined;
  return (
    <>
      {invitation && (
        <WatchLiveLink
          href={liveViewHref(lotPathOf(lot), locale)}
          label={invitation === 'watch' ? t('invite.watch') : t('invite.join')}
          note={startsAt ? t('invite.today', { lane: info.lane ?? '', time }) : undefined}
        />
      )}
      <LiveLotPanel
        info={{ ...info, broadcastUrl: env().BROADCAST_URL }}
        publicState={publicState}
        labels={liveLabels(t)}
        bidBoxLabels={bidBoxLabels}
        waiting={waiting}
      />
    </>
  );
}
