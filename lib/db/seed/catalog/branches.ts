/**
 * Salvage-auction branch (yard) network used by the demo-inventory generator.
 *
 * Modelled on the national yard networks of IAA / Copart: real US cities, a real ZIP code of that city,
 * the IANA time zone the yard keeps, and approximate coordinates. `code` becomes `selling_branch_id`.
 * Bigger metros run more auction lanes.
 */

export interface BranchSeed {
  code: number;
  name: string;
  city: string;
  state: string;
  zip: string;
  timeZone: string;
  lanes: readonly string[];
  latitude: number;
  longitude: number;
}

const ONE: readonly string[] = ['A'];
const TWO: readonly string[] = ['A', 'B'];
const THREE: readonly string[] = ['A', 'B', 'C'];

const NY = 'America/New_York';
const CHI = 'America/Chicago';
const DEN = 'America/Denver';
const LA = 'America/Los_Angeles';

// One branch per line reads as a table; keep it that way.
// prettier-ignore
export const BRANCHES: readonly BranchSeed[] = [
  // Alabama
  { code: 301, name: 'Birmingham', city: 'Birmingham', state: 'AL', zip: '35204', timeZone: CHI, lanes: TWO, latitude: 33.52, longitude: -86.81 },
  { code: 302, name: 'Mobile', city: 'Mobile', state: 'AL', zip: '36606', timeZone: CHI, lanes: ONE, latitude: 30.69, longitude: -88.11 },
  // Alaska
  { code: 901, name: 'Anchorage', city: 'Anchorage', state: 'AK', zip: '99501', timeZone: 'America/Anchorage', lanes: ONE, latitude: 61.22, longitude: -149.9 },
  // Arizona
  { code: 701, name: 'Phoenix', city: 'Phoenix', state: 'AZ', zip: '85043', timeZone: 'America/Phoenix', lanes: THREE, latitude: 33.43, longitude: -112.2 },
  { code: 702, name: 'Tucson', city: 'Tucson', state: 'AZ', zip: '85714', timeZone: 'America/Phoenix', lanes: TWO, latitude: 32.17, longitude: -110.95 },
  // Arkansas
  { code: 501, name: 'Little Rock', city: 'Little Rock', state: 'AR', zip: '72206', timeZone: CHI, lanes: TWO, latitude: 34.71, longitude: -92.27 },
  // California
  { code: 801, name: 'Los Angeles', city: 'Los Angeles', state: 'CA', zip: '90021', timeZone: LA, lanes: THREE, latitude: 34.03, longitude: -118.24 },
  { code: 802, name: 'Los Angeles South', city: 'Compton', state: 'CA', zip: '90220', timeZone: LA, lanes: THREE, latitude: 33.9, longitude: -118.22 },
  { code: 803, name: 'San Diego', city: 'San Diego', state: 'CA', zip: '92154', timeZone: LA, lanes: THREE, latitude: 32.57, longitude: -117.0 },
  { code: 804, name: 'Sacramento', city: 'Sacramento', state: 'CA', zip: '95828', timeZone: LA, lanes: TWO, latitude: 38.49, longitude: -121.4 },
  { code: 805, name: 'Fresno', city: 'Fresno', state: 'CA', zip: '93725', timeZone: LA, lanes: TWO, latitude: 36.65, longitude: -119.74 },
  { code: 806, name: 'East Bay', city: 'Hayward', state: 'CA', zip: '94545', timeZone: LA, lanes: TWO, latitude: 37.63, longitude: -122.1 },
  { code: 807, name: 'Inland Empire', city: 'Fontana', state: 'CA', zip: '92335', timeZone: LA, lanes: THREE, latitude: 34.09, longitude: -117.45 },
  { code: 808, name: 'Bakersfield', city: 'Bakersfield', state: 'CA', zip: '93307', timeZone: LA, lanes: ONE, latitude: 35.32, longitude: -118.98 },
  // Colorado
  { code: 711, name: 'Denver', city: 'Denver', state: 'CO', zip: '80216', timeZone: DEN, lanes: THREE, latitude: 39.78, longitude: -104.95 },
  // Connecticut
  { code: 111, name: 'Hartford', city: 'Hartford', state: 'CT', zip: '06114', timeZone: NY, lanes: TWO, latitude: 41.74, longitude: -72.67 },
  // Delaware
  { code: 121, name: 'Delaware', city: 'New Castle', state: 'DE', zip: '19720', timeZone: NY, lanes: ONE, latitude: 39.66, longitude: -75.57 },
  // District of Columbia
  { code: 131, name: 'Washington DC', city: 'Washington', state: 'DC', zip: '20019', timeZone: NY, lanes: TWO, latitude: 38.89, longitude: -76.94 },
  // Florida
  { code: 201, name: 'Miami', city: 'Miami', state: 'FL', zip: '33142', timeZone: NY, lanes: THREE, latitude: 25.81, longitude: -80.23 },
  { code: 202, name: 'Fort Lauderdale', city: 'Fort Lauderdale', state: 'FL', zip: '33312', timeZone: NY, lanes: THREE, latitude: 26.09, longitude: -80.18 },
  { code: 203, name: 'Orlando', city: 'Orlando', state: 'FL', zip: '32824', timeZone: NY, lanes: THREE, latitude: 28.4, longitude: -81.36 },
  { code: 204, name: 'Tampa', city: 'Tampa', state: 'FL', zip: '33619', timeZone: NY, lanes: THREE, latitude: 27.94, longitude: -82.38 },
  { code: 205, name: 'Jacksonville', city: 'Jacksonville', state: 'FL', zip: '32254', timeZone: NY, lanes: TWO, latitude: 30.34, longitude: -81.73 },
  { code: 206, name: 'Fort Myers', city: 'Fort Myers', state: 'FL', zip: '33905', timeZone: NY, lanes: TWO, latitude: 26.67, longitude: -81.8 },
  { code: 207, name: 'Pensacola', city: 'Pensacola', state: 'FL', zip: '32505', timeZone: CHI, lanes: ONE, latitude: 30.45, longitude: -87.26 },
  // Georgia
  { code: 211, name: 'Atlanta', city: 'Atlanta', state: 'GA', zip: '30318', timeZone: NY, lanes: THREE, latitude: 33.79, longitude: -84.44 },
  { code: 212, name: 'Atlanta East', city: 'Conyers', state: 'GA', zip: '30012', timeZone: NY, lanes: TWO, latitude: 33.67, longitude: -84.02 },
  { code: 213, name: 'Savannah', city: 'Savannah', state: 'GA', zip: '31405', timeZone: NY, lanes: ONE, latitude: 32.04, longitude: -81.13 },
  // Hawaii
  { code: 911, name: 'Honolulu', city: 'Honolulu', state: 'HI', zip: '96819', timeZone: 'Pacific/Honolulu', lanes: ONE, latitude: 21.35, longitude: -157.88 },
  // Idaho
  { code: 721, name: 'Boise', city: 'Boise', state: 'ID', zip: '83705', timeZone: 'America/Boise', lanes: ONE, latitude: 43.58, longitude: -116.21 },
  // Illinois
  { code: 401, name: 'Chicago', city: 'Chicago', state: 'IL', zip: '60609', timeZone: CHI, lanes: THREE, latitude: 41.81, longitude: -87.65 },
  { code: 402, name: 'Chicago North', city: 'Des Plaines', state: 'IL', zip: '60018', timeZone: CHI, lanes: THREE, latitude: 42.03, longitude: -87.88 },
  { code: 403, name: 'Peoria', city: 'Peoria', state: 'IL', zip: '61604', timeZone: CHI, lanes: ONE, latitude: 40.71, longitude: -89.63 },
  // Indiana
  { code: 411, name: 'Indianapolis', city: 'Indianapolis', state: 'IN', zip: '46241', timeZone: 'America/Indiana/Indianapolis', lanes: THREE, latitude: 39.72, longitude: -86.27 },
  // Iowa
  { code: 421, name: 'Des Moines', city: 'Des Moines', state: 'IA', zip: '50313', timeZone: CHI, lanes: TWO, latitude: 41.64, longitude: -93.62 },
  // Kansas
  { code: 511, name: 'Wichita', city: 'Wichita', state: 'KS', zip: '67219', timeZone: CHI, lanes: TWO, latitude: 37.76, longitude: -97.32 },
  // Kentucky
  { code: 311, name: 'Louisville', city: 'Louisville', state: 'KY', zip: '40213', timeZone: 'America/Kentucky/Louisville', lanes: TWO, latitude: 38.18, longitude: -85.72 },
  // Louisiana
  { code: 521, name: 'New Orleans', city: 'New Orleans', state: 'LA', zip: '70126', timeZone: CHI, lanes: TWO, latitude: 30.02, longitude: -89.98 },
  { code: 522, name: 'Shreveport', city: 'Shreveport', state: 'LA', zip: '71107', timeZone: CHI, lanes: ONE, latitude: 32.56, longitude: -93.74 },
  // Maine
  { code: 141, name: 'Portland ME', city: 'Portland', state: 'ME', zip: '04103', timeZone: NY, lanes: ONE, latitude: 43.69, longitude: -70.29 },
  // Maryland
  { code: 151, name: 'Baltimore', city: 'Baltimore', state: 'MD', zip: '21230', timeZone: NY, lanes: THREE, latitude: 39.27, longitude: -76.62 },
  // Massachusetts
  { code: 161, name: 'Boston', city: 'Boston', state: 'MA', zip: '02136', timeZone: NY, lanes: THREE, latitude: 42.26, longitude: -71.12 },
  // Michigan
  { code: 431, name: 'Detroit', city: 'Detroit', state: 'MI', zip: '48209', timeZone: 'America/Detroit', lanes: THREE, latitude: 42.31, longitude: -83.11 },
  { code: 432, name: 'Grand Rapids', city: 'Grand Rapids', state: 'MI', zip: '49507', timeZone: 'America/Detroit', lanes: TWO, latitude: 42.93, longitude: -85.65 },
  // Minnesota
  { code: 441, name: 'Minneapolis', city: 'Minneapolis', state: 'MN', zip: '55411', timeZone: CHI, lanes: THREE, latitude: 45.0, longitude: -93.3 },
  // Mississippi
  { code: 321, name: 'Jackson', city: 'Jackson', state: 'MS', zip: '39209', timeZone: CHI, lanes: ONE, latitude: 32.32, longitude: -90.25 },
  // Missouri
  { code: 451, name: 'St. Louis', city: 'St. Louis', state: 'MO', zip: '63147', timeZone: CHI, lanes: THREE, latitude: 38.69, longitude: -90.22 },
  { code: 452, name: 'Kansas City', city: 'Kansas City', state: 'MO', zip: '64120', timeZone: CHI, lanes: TWO, latitude: 39.13, longitude: -94.51 },
  // Montana
  { code: 731, name: 'Billings', city: 'Billings', state: 'MT', zip: '59101', timeZone: DEN, lanes: ONE, latitude: 45.77, longitude: -108.5 },
  // Nebraska
  { code: 531, name: 'Omaha', city: 'Omaha', state: 'NE', zip: '68117', timeZone: CHI, lanes: TWO, latitude: 41.21, longitude: -96.0 },
  // Nevada
  { code: 811, name: 'Las Vegas', city: 'Las Vegas', state: 'NV', zip: '89115', timeZone: LA, lanes: THREE, latitude: 36.21, longitude: -115.07 },
  { code: 812, name: 'Reno', city: 'Reno', state: 'NV', zip: '89502', timeZone: LA, lanes: ONE, latitude: 39.5, longitude: -119.78 },
  // New Hampshire
  { code: 171, name: 'Manchester', city: 'Manchester', state: 'NH', zip: '03103', timeZone: NY, lanes: ONE, latitude: 42.96, longitude: -71.45 },
  // New Jersey
  { code: 181, name: 'Newark', city: 'Newark', state: 'NJ', zip: '07105', timeZone: NY, lanes: THREE, latitude: 40.72, longitude: -74.15 },
  { code: 182, name: 'Central New Jersey', city: 'Edison', state: 'NJ', zip: '08837', timeZone: NY, lanes: TWO, latitude: 40.51, longitude: -74.35 },
  { code: 183, name: 'South Jersey', city: 'Glassboro', state: 'NJ', zip: '08028', timeZone: NY, lanes: TWO, latitude: 39.7, longitude: -75.11 },
  // New Mexico
  { code: 741, name: 'Albuquerque', city: 'Albuquerque', state: 'NM', zip: '87105', timeZone: DEN, lanes: TWO, latitude: 35.04, longitude: -106.69 },
  // New York
  { code: 101, name: 'Long Island', city: 'Yaphank', state: 'NY', zip: '11980', timeZone: NY, lanes: THREE, latitude: 40.83, longitude: -72.92 },
  { code: 102, name: 'Albany', city: 'Albany', state: 'NY', zip: '12205', timeZone: NY, lanes: TWO, latitude: 42.72, longitude: -73.83 },
  { code: 103, name: 'Buffalo', city: 'Buffalo', state: 'NY', zip: '14206', timeZone: NY, lanes: TWO, latitude: 42.88, longitude: -78.81 },
  { code: 104, name: 'Rochester', city: 'Rochester', state: 'NY', zip: '14624', timeZone: NY, lanes: TWO, latitude: 43.13, longitude: -77.73 },
  { code: 105, name: 'Newburgh', city: 'Newburgh', state: 'NY', zip: '12550', timeZone: NY, lanes: TWO, latitude: 41.5, longitude: -74.02 },
  // North Carolina
  { code: 221, name: 'Charlotte', city: 'Charlotte', state: 'NC', zip: '28208', timeZone: NY, lanes: THREE, latitude: 35.22, longitude: -80.91 },
  { code: 222, name: 'Raleigh', city: 'Raleigh', state: 'NC', zip: '27610', timeZone: NY, lanes: TWO, latitude: 35.76, longitude: -78.57 },
  { code: 223, name: 'Greensboro', city: 'Greensboro', state: 'NC', zip: '27406', timeZone: NY, lanes: TWO, latitude: 36.0, longitude: -79.78 },
  { code: 224, name: 'Wilmington', city: 'Wilmington', state: 'NC', zip: '28405', timeZone: NY, lanes: ONE, latitude: 34.26, longitude: -77.87 },
  // North Dakota
  { code: 541, name: 'Fargo', city: 'Fargo', state: 'ND', zip: '58102', timeZone: CHI, lanes: ONE, latitude: 46.92, longitude: -96.83 },
  // Ohio
  { code: 461, name: 'Columbus', city: 'Columbus', state: 'OH', zip: '43207', timeZone: NY, lanes: THREE, latitude: 39.9, longitude: -82.97 },
  { code: 462, name: 'Cleveland', city: 'Cleveland', state: 'OH', zip: '44105', timeZone: NY, lanes: THREE, latitude: 41.45, longitude: -81.63 },
  { code: 463, name: 'Cincinnati', city: 'Cincinnati', state: 'OH', zip: '45232', timeZone: NY, lanes: TWO, latitude: 39.19, longitude: -84.51 },
  { code: 464, name: 'Dayton', city: 'Dayton', state: 'OH', zip: '45414', timeZone: NY, lanes: TWO, latitude: 39.83, longitude: -84.19 },
  // Oklahoma
  { code: 551, name: 'Oklahoma City', city: 'Oklahoma City', state: 'OK', zip: '73129', timeZone: CHI, lanes: TWO, latitude: 35.43, longitude: -97.49 },
  { code: 552, name: 'Tulsa', city: 'Tulsa', state: 'OK', zip: '74107', timeZone: CHI, lanes: TWO, latitude: 36.11, longitude: -96.03 },
  // Oregon
  { code: 821, name: 'Portland', city: 'Portland', state: 'OR', zip: '97203', timeZone: LA, lanes: TWO, latitude: 45.59, longitude: -122.74 },
  // Pennsylvania
  { code: 191, name: 'Philadelphia', city: 'Philadelphia', state: 'PA', zip: '19153', timeZone: NY, lanes: THREE, latitude: 39.89, longitude: -75.23 },
  { code: 192, name: 'Pittsburgh', city: 'Pittsburgh', state: 'PA', zip: '15204', timeZone: NY, lanes: TWO, latitude: 40.46, longitude: -80.06 },
  { code: 193, name: 'Central Pennsylvania', city: 'Harrisburg', state: 'PA', zip: '17111', timeZone: NY, lanes: TWO, latitude: 40.27, longitude: -76.8 },
  { code: 194, name: 'Scranton', city: 'Scranton', state: 'PA', zip: '18504', timeZone: NY, lanes: ONE, latitude: 41.42, longitude: -75.7 },
  // Rhode Island
  { code: 162, name: 'Providence', city: 'Providence', state: 'RI', zip: '02905', timeZone: NY, lanes: ONE, latitude: 41.79, longitude: -71.4 },
  // South Carolina
  { code: 231, name: 'Columbia', city: 'Columbia', state: 'SC', zip: '29209', timeZone: NY, lanes: TWO, latitude: 33.96, longitude: -80.94 },
  { code: 232, name: 'Greenville', city: 'Greenville', state: 'SC', zip: '29605', timeZone: NY, lanes: TWO, latitude: 34.79, longitude: -82.39 },
  // South Dakota
  { code: 561, name: 'Sioux Falls', city: 'Sioux Falls', state: 'SD', zip: '57104', timeZone: CHI, lanes: ONE, latitude: 43.57, longitude: -96.73 },
  // Tennessee
  { code: 331, name: 'Nashville', city: 'Nashville', state: 'TN', zip: '37207', timeZone: CHI, lanes: THREE, latitude: 36.23, longitude: -86.76 },
  { code: 332, name: 'Memphis', city: 'Memphis', state: 'TN', zip: '38118', timeZone: CHI, lanes: TWO, latitude: 35.04, longitude: -89.93 },
  { code: 333, name: 'Knoxville', city: 'Knoxville', state: 'TN', zip: '37921', timeZone: NY, lanes: TWO, latitude: 35.98, longitude: -83.99 },
  // Texas
  { code: 601, name: 'Dallas', city: 'Dallas', state: 'TX', zip: '75212', timeZone: CHI, lanes: THREE, latitude: 32.78, longitude: -96.88 },
  { code: 602, name: 'Fort Worth', city: 'Fort Worth', state: 'TX', zip: '76106', timeZone: CHI, lanes: THREE, latitude: 32.81, longitude: -97.35 },
  { code: 603, name: 'Houston', city: 'Houston', state: 'TX', zip: '77029', timeZone: CHI, lanes: THREE, latitude: 29.76, longitude: -95.26 },
  { code: 604, name: 'Houston North', city: 'Houston', state: 'TX', zip: '77038', timeZone: CHI, lanes: THREE, latitude: 29.92, longitude: -95.44 },
  { code: 605, name: 'San Antonio', city: 'San Antonio', state: 'TX', zip: '78219', timeZone: CHI, lanes: THREE, latitude: 29.45, longitude: -98.4 },
  { code: 606, name: 'Austin', city: 'Austin', state: 'TX', zip: '78744', timeZone: CHI, lanes: TWO, latitude: 30.18, longitude: -97.73 },
  { code: 607, name: 'El Paso', city: 'El Paso', state: 'TX', zip: '79907', timeZone: DEN, lanes: TWO, latitude: 31.71, longitude: -106.33 },
  { code: 608, name: 'McAllen', city: 'McAllen', state: 'TX', zip: '78501', timeZone: CHI, lanes: TWO, latitude: 26.21, longitude: -98.23 },
  // Utah
  { code: 751, name: 'Salt Lake City', city: 'Salt Lake City', state: 'UT', zip: '84104', timeZone: DEN, lanes: TWO, latitude: 40.75, longitude: -111.95 },
  // Vermont
  { code: 172, name: 'Burlington', city: 'Burlington', state: 'VT', zip: '05401', timeZone: NY, lanes: ONE, latitude: 44.48, longitude: -73.21 },
  // Virginia
  { code: 241, name: 'Richmond', city: 'Richmond', state: 'VA', zip: '23224', timeZone: NY, lanes: TWO, latitude: 37.5, longitude: -77.46 },
  { code: 242, name: 'Chesapeake', city: 'Chesapeake', state: 'VA', zip: '23324', timeZone: NY, lanes: TWO, latitude: 36.8, longitude: -76.27 },
  // Washington
  { code: 831, name: 'Seattle', city: 'Seattle', state: 'WA', zip: '98108', timeZone: LA, lanes: THREE, latitude: 47.54, longitude: -122.31 },
  { code: 832, name: 'Spokane', city: 'Spokane', state: 'WA', zip: '99202', timeZone: LA, lanes: ONE, latitude: 47.65, longitude: -117.38 },
  // West Virginia
  { code: 251, name: 'Charleston', city: 'Charleston', state: 'WV', zip: '25312', timeZone: NY, lanes: ONE, latitude: 38.42, longitude: -81.7 },
  // Wisconsin
  { code: 471, name: 'Milwaukee', city: 'Milwaukee', state: 'WI', zip: '53218', timeZone: CHI, lanes: TWO, latitude: 43.11, longitude: -87.99 },
  // Wyoming
  { code: 761, name: 'Casper', city: 'Casper', state: 'WY', zip: '82601', timeZone: DEN, lanes: ONE, latitude: 42.85, longitude: -106.32 },
];
