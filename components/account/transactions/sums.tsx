/** A list's totals as a definition list: label, then the formatted amount. */
export function Sums({ label, rows }: { label: string; rows: [string, string][] }) {
  return (
    <dl className="transactions-sums" aria-label={label} data-testid="transactions-sums">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
