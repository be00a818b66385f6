import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import type { PriceSummary } from '@/lib/domain/price-history';

const WIDTH = 600;
const HEIGHT = 180;
const PAD = { top: 12, right: 12, bottom: 28, left: 72 };

export interface ChartPoint {
  at: number;
  priceCents: Cents;
}

/**
 * The comparable sales as a scatter over time, drawn as server-rendered SVG (no script): each sale a dot, the middle
 * half of the prices a band, the median a line, the extremes and the first and last day on the axes. The SVG is an
 * image with a title and a description that say in words what it shows; the table beside it has every figure.
 */
export function PriceChart({
  points,
  summary,
  from,
  to,
  title,
  description,
  firstDay,
  lastDay,
}: {
  points: ChartPoint[];
  summary: PriceSummary;
  from: number;
  to: number;
  title: string;
  description: string;
  firstDay: string;
  lastDay: string;
}) {
  const span = Math.max(1, summary.max - summary.min);
  const low = summary.min - span * 0.1;
  const high = summary.max + span * 0.1;
  const x = (at: number) =>
    PAD.left + ((at - from) / Math.max(1, to - from)) * (WIDTH - PAD.left - PAD.right);
  const y = (price: number) => PAD.top + (1 - (price - low) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const bottom = HEIGHT - PAD.bottom;
  return (
    <svg
      className="price-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby="price-chart-title price-chart-desc"
      data-testid="price-chart"
    >
      <title id="price-chart-title">{title}</title>
      <desc id="price-chart-desc">{description}</desc>
      <rect
        className="price-chart__band"
        x={PAD.left}
        width={WIDTH - PAD.left - PAD.right}
        y={y(summary.upperQuartile)}
        height={Math.max(1, y(summary.lowerQuartile) - y(summary.upperQuartile))}
      />
      <line
        className="price-chart__median"
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={y(summary.median)}
        y2={y(summary.median)}
      />
      <line className="price-chart__axis" x1={PAD.left} x2={WIDTH - PAD.right} y1={bottom} y2={bottom} />
      <line className="price-chart__axis" x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={bottom} />
      <text
        className="price-chart__label"
        x={PAD.left - 6}
        y={y(summary.max)}
        textAnchor="end"
        dominantBaseline="middle"
      >
        {formatUsd(summary.max)}
      </text>
      <text
        className="price-chart__label"
        x={PAD.left - 6}
        y={y(summary.min)}
        textAnchor="end"
        dominantBaseline="middle"
      >
        {formatUsd(summary.min)}
      </text>
      <text className="price-chart__label" x={PAD.left} y={HEIGHT - 8} textAnchor="start">
        {firstDay}
      </text>
      <text className="price-chart__label" x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
        {lastDay}
      </text>
      {points.map((point, i) => (
        <circle key={i} className="price-chart__sale" cx={x(point.at)} cy={y(point.priceCents)} r={4} />
      ))}
    </svg>
  );
}
