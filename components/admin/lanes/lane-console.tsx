'use client';

import { formatUsd } from '@/lib/domain/format';
import type { LaneStateWire } from '@/lib/schemas/admin-lanes';
import { LaneCommands } from './lane-commands';
import { LaneCountdown } from './lane-countdown';
import { useLanePicture } from './use-lane-picture';

const STATUS: Readonly<Record<'scheduled' | 'ended', string>> = {
  scheduled: 'Not started yet: this lane sells later.',
  ended: 'This sale has ended.',
};

/**
 * One lane live in the console: whether it sells or is paused (announced politely as it changes), the lot on the
 * block, its bid, the bidders' count and the countdown, kept live by the feed (use-lane-picture), and the commands.
 */
export function LaneConsole({ initial, broadcastUrl }: { initial: LaneStateWire; broadcastUrl?: string }) {
  const { picture, accept, refresh } = useLanePicture(initial, broadcastUrl);
  const { state, paused } = picture;
  const lot = state.lot;
  const stateText =
    state.status !== 'live'
      ? STATUS[state.status]
      : paused
        ? 'Paused: the countdown is stopped and bids are refused until you resume.'
        : lot
          ? 'Selling: the lot on the block takes live bids.'
          : 'Between lots.';
  return (
    <div className="lane-console" data-testid="lane-console">
      <p role="status" aria-live="polite" aria-atomic="true" data-testid="lane-status">
        <span className={`lane-console__state${paused ? ' is-paused' : ''}`} data-testid="lane-state">
          {state.status === 'live'
            ? paused
              ? 'Paused'
              : 'Selling'
            : state.status === 'ended'
              ? 'Ended'
              : 'Scheduled'}
        </span>{' '}
        {stateText}
      </p>
      {lot && (
        <section aria-labelledby="lane-lot-heading" data-testid="lane-lot" data-lot-id={lot.id}>
          <h2 id="lane-lot-heading">
            On the block: <a href={lot.path}>{lot.title}</a>
          </h2>
          {picture.countdown && <LaneCountdown countdown={picture.countdown} paused={paused} />}
          <dl className="admin-counts">
            <div>
              <dt>Current bid</dt>
              <dd className="admin-counts__value" data-testid="lane-bid">
                {formatUsd(picture.bid ?? lot.currentBid)}
              </dd>
              <dd className="admin-counts__hint">
                {lot.reserveMet === null
                  ? 'No reserve'
                  : lot.reserveMet
                    ? 'Reserve met'
                    : 'Below the reserve'}
              </dd>
            </div>
            <div>
              <dt>Bidders</dt>
              <dd className="admin-counts__value" data-testid="lane-bidders">
                {lot.bidders.toLocaleString('en-US')}
              </dd>
              <dd className="admin-counts__hint">
                {(picture.bidCount ?? lot.bidCount).toLocaleString('en-US')} bids
              </dd>
            </div>
            <div>
              <dt>Lot</dt>
              <dd className="admin-counts__value">{lot.id}</dd>
              <dd className="admin-counts__hint">Stock number {lot.stockNumber}</dd>
            </div>
            <div>
              <dt>Lots left</dt>
              <dd className="admin-counts__value" data-testid="lane-lots-left">
                {state.lotsLeft.toLocaleString('en-US')}
              </dd>
            </div>
          </dl>
        </section>
      )}
      <LaneCommands state={state} paused={paused} onDone={accept} onRefused={refresh} />
      {state.status === 'live' && !picture.onFeed && (
        <p className="admin-lead" data-testid="lane-joining">
          Joining the live feed…
        </p>
      )}
    </div>
  );
}
