import { DAMAGE_PAGES } from './inventory-terms';
import { stateName } from './us-states';

/** SPEC §3's header link groups: each entry has a link, a label and a count. */
export interface FinderEntry {
  link: string;
  label: string;
  cnt: number;
}
export interface HeaderLinkGroups {
  vehicleTypes: FinderEntry[];
  damageTypes: FinderEntry[];
  popularMakes: FinderEntry[];
  states: FinderEntry[];
  titleNames: FinderEntry[];
}

interface Count {
  key: string;
  name?: string;
  cnt: number;
}
export type FinderLabel = (group: 'VehicleType' | 'LossType' | 'TitleType', key: string) => string;

/** Turn open-lot counts into the five groups of links (paths without locale prefix). */
export function vehicleFinderGroups(
  counts: {
    vehicleTypes: Count[];
    damageTypes: Count[];
    popularMakes: Count[];
    states: Count[];
    titleNames: Count[];
  },
  label: FinderLabel,
): HeaderLinkGroups {
  return {
    vehicleTypes: counts.vehicleTypes.map((c) => ({
      link: `/search?types=${encodeURIComponent(c.key)}`,
      label: label('VehicleType', c.key),
      cnt: c.cnt,
    })),
    damageTypes: counts.damageTypes
      .filter((c) => c.key in DAMAGE_PAGES)
      .map((c) => ({
        link: `/${DAMAGE_PAGES[c.key as keyof typeof DAMAGE_PAGES]}`,
        label: label('LossType', c.key),
        cnt: c.cnt,
      })),
    popularMakes: counts.popularMakes.map((c) => ({
      link: `/salvage-${c.key}`,
      label: c.name ?? c.key,
      cnt: c.cnt,
    })),
    states: counts.states.map((c) => ({
      link: `/search/location-state-${c.key.toLowerCase()}`,
      label: stateName(c.key),
      cnt: c.cnt,
    })),
    titleNames: counts.titleNames.map((c) => ({
      link: `/search/title-name-${c.key}`,
      label: label('TitleType', c.key),
      cnt: c.cnt,
    })),
  };
}
