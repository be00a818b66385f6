import { formatCount } from '@/lib/domain/format';
import type { FinderEntry, HeaderLinkGroups } from '@/lib/domain/vehicle-finder-links';
import { SiteLink } from '@/components/ui/site-link';

const GROUPS = ['vehicleTypes', 'damageTypes', 'popularMakes', 'states', 'titleNames'] as const;

function Group({ heading, entries }: { heading: string; entries: FinderEntry[] }) {
  return (
    <section className="finder-group">
      <h2 className="finder-group__heading">{heading}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.link}>
            <SiteLink href={entry.link}>
              {entry.label} <span className="finder-group__count">{formatCount(entry.cnt)}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The vehicle finder's five sub-menus with open-lot counts (en-US formatted, SPEC §2). */
export function VehicleFinderPanel({
  groups,
  headings,
}: {
  groups: HeaderLinkGroups;
  headings: Record<(typeof GROUPS)[number], string>;
}) {
  return (
    <div className="finder">
      {GROUPS.map((key) => (
        <Group key={key} heading={headings[key]} entries={groups[key]} />
      ))}
    </div>
  );
}
