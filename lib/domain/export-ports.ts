import type { PortCoast } from './business-rules';

export interface ExportPort {
  code: string;
  name: string;
  coast: PortCoast;
  latitude: number;
  longitude: number;
}

/** The US ports vehicles leave from for export (shipping-estimate.ts picks the one nearest the yard). */
export const EXPORT_PORTS: readonly ExportPort[] = [
  { code: 'USNWK', name: 'Newark, NJ', coast: 'east', latitude: 40.684, longitude: -74.148 },
  { code: 'USBAL', name: 'Baltimore, MD', coast: 'east', latitude: 39.258, longitude: -76.579 },
  { code: 'USSAV', name: 'Savannah, GA', coast: 'east', latitude: 32.128, longitude: -81.141 },
  { code: 'USJAX', name: 'Jacksonville, FL', coast: 'east', latitude: 30.404, longitude: -81.551 },
  { code: 'USMIA', name: 'Miami, FL', coast: 'east', latitude: 25.775, longitude: -80.17 },
  { code: 'USHOU', name: 'Houston, TX', coast: 'gulf', latitude: 29.727, longitude: -95.265 },
  { code: 'USLGB', name: 'Long Beach, CA', coast: 'west', latitude: 33.754, longitude: -118.216 },
  { code: 'USTIW', name: 'Tacoma, WA', coast: 'west', latitude: 47.267, longitude: -122.413 },
];
