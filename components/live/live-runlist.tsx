import { fill } from '@/lib/domain/fill-template';
import { formatUsd } from '@/lib/domain/format';
import { Link } from '@/lib/i18n/navigation';
import type { LiveLot } from '@/lib/domain/live-events';
import type { Cents } from '@/lib/domain/money';
import type { LiveLabels } from './live-labels';

/** A runlist lot's page and title, as the server knows them (the feed sends stock numbers only). */
export interface RunlistLot {
  stockNumber: string;
  path: string;
  title: string;
}

function rowState(
  stock: string,
  onTheBlock: string | null,
  lot: LiveLot<Cents> | undefined,
  labels: LiveLabels['runlist'],
) {
  if (stock === onTheBlock) return labels.onTheBlock;
  if (lot?.sold) return fill(labels.sold, { amount: formatUsd(lot.sold_for ?? lot.current_bid_value) });
  if (lot && !lot.on_the_block && lot.status !== 'pre-bidding') return labels.ended;
  return '';
}

/**
 * The lane's runlist beside the live bid box: lots in order, the one on the block highlighted, sold prices and how
 * many lots are left after the block. The page's own lot is marked.
 */
export function LiveRunlist({
  lane,
  runlist,
  onTheBlock,
  lots,
  known,
  currentStock,
  keepQuery,
  labels,
}: {
  lane: string;
  runlist: readonly string[];
  onTheBlock: string | null;
  lots: Readonly<Record<string, LiveLot<Cents>>>;
  known: ReadonlyMap<string, RunlistLot>;
  currentStock: string;
  /** The query kept on the links (`broadcast`). */
  keepQuery: string;
  labels: LiveLabels['runlist'];
}) {
  const block = onTheBlock === null ? -1 : runlist.indexOf(onTheBlock);
  const left = block < 0 ? runlist.length : runlist.length - block - 1;
  return (
    <section className="live-runlist" aria-labelledby="live-runlist-title" data-testid="live-runlist">
      <h3 id="live-runlist-title">{fill(labels.title, { lane })}</h3>
      <p className="live-runlist__left" data-testid="live-runlist-left">
        {fill(labels.itemsLeft, { count: left })}
      </p>
      <ol className="live-runlist__list">
        {runlist.map((stock) => {
          const info = known.get(stock);
          const state = rowState(stock, onTheBlock, lots[stock], labels);
          const isBlock = stock === onTheBlock;
          const isThis = stock === currentStock;
          return (
            <li
              key={stock}
              className={`live-runlist__row${isBlock ? ' live-runlist__row--block' : ''}${isThis ? ' live-runlist__row--this' : ''}`}
              aria-current={isBlock ? 'true' : undefined}
              data-stock={stock}
            >
              {info && !isThis ? (
                <Link href={`${info.path}${keepQuery}`}>{info.title}</Link>
              ) : (
                <span>{info?.title ?? stock}</span>
              )}
              {isThis && <span className="live-runlist__this"> ({labels.thisLot})</span>}
              {state && <span className="live-runlist__state"> · {state}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
