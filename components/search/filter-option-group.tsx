import { SiteLink } from '@/components/ui/site-link';
import { formatCount } from '@/lib/domain/format';

/** One option of a filter group as a link that switches it on or off. */
export interface FilterOptionLink {
  key: string;
  label: string;
  cnt: number;
  selected: boolean;
  href: string;
}

/** How many options show before "show all". */
export const VISIBLE_OPTIONS = 8;

/**
 * The options as plain links (SiteLink: nothing hydrates per option) with the least markup that styles them (the box
 * is the link's ::before, search.css): a search page lists some 250 options, each in the HTML and again in the RSC
 * payload, and they were half of the page's 417 kB (BENCHMARKS.md, "the search page's filter lists").
 */
function OptionList({ options }: { options: FilterOptionLink[] }) {
  return (
    <ul className="filter-options">
      {options.map((o) => (
        <li key={o.key}>
          <SiteLink href={o.href} {...(o.selected ? { 'aria-current': 'true' } : {})}>
            <span>{o.label}</span>
            <span>{formatCount(o.cnt)}</span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * A filter group: its name and its options with counts, each a plain link (crawlable; no script needed). The first
 * options and every chosen one show; the rest open under "show all".
 */
export function FilterOptionGroup({
  id,
  title,
  options,
  showAllLabel,
  note,
}: {
  id: string;
  title: string;
  options: FilterOptionLink[];
  showAllLabel: (count: number) => string;
  note?: string;
}) {
  if (options.length === 0 && !note) return null;
  const visible = options.filter((o, i) => i < VISIBLE_OPTIONS || o.selected);
  const rest = options.filter((o, i) => i >= VISIBLE_OPTIONS && !o.selected);
  return (
    <section className="filter-group" aria-labelledby={`filter-${id}`} data-testid={`filter-${id}`}>
      <h2 id={`filter-${id}`} className="filter-group__title">
        {title}
      </h2>
      <OptionList options={visible} />
      {rest.length > 0 && (
        <details className="filter-group__more">
          <summary>{showAllLabel(options.length)}</summary>
          <OptionList options={rest} />
        </details>
      )}
      {note && <p className="filter-group__note">{note}</p>}
    </section>
  );
}
