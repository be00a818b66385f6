import { INLAND_MINIMUM_CENTS, OCEAN_FREIGHT_CENTS } from './business-rules';
import { cents, roundUpToDollar, times } from './money';
import {
  estimateToCountry,
  estimateToZip,
  greatCircleMiles,
  inlandCents,
  nearestPort,
} from './shipping-estimate';

const dallas = { latitude: 32.7904, longitude: -96.8044 };
const beverlyHills = { latitude: 34.0901, longitude: -118.4065 };

describe('the shipping estimate', () => {
  test('measures great-circle miles (Dallas to Beverly Hills is about 1,245)', () => {
    expect(greatCircleMiles(dallas, beverlyHills)).toBeGreaterThan(1_230);
    expect(greatCircleMiles(dallas, beverlyHills)).toBeLessThan(1_260);
    expect(greatCircleMiles(dallas, dallas)).toBe(0);
  });

  test('prices inland miles by vehicle type, rounded up to a dollar, never below the minimum', () => {
    expect(inlandCents(1_000, 'automobile')).toBe(95_000);
    expect(inlandCents(1_000, 'truck')).toBe(180_000);
    expect(inlandCents(1_000, 'motorcycle')).toBe(70_000);
    expect(inlandCents(1_001, 'automobile')).toBe(95_100); // $950.95 -> $951
    expect(inlandCents(3, 'automobile')).toBe(INLAND_MINIMUM_CENTS);
    expect(inlandCents(1_000, 'hovercraft')).toBe(95_000);
  });

  test('to a ZIP: the inland leg only', () => {
    const estimate = estimateToZip(dallas, '90210', beverlyHills, 'suv');
    expect(estimate).toMatchObject({ destination: { zip: '90210' }, port: null, oceanCents: 0 });
    expect(estimate.totalCents).toBe(estimate.inlandCents);
    expect(estimate.inlandCents).toBe(roundUpToDollar(times(cents(105), estimate.miles)));
  });

  test('to a country: inland to the nearest export port, then the ocean rate from that coast', () => {
    expect(nearestPort(dallas).code).toBe('USHOU');
    const estimate = estimateToCountry(dallas, 'NG', 'automobile');
    expect(estimate.port).toEqual({ code: 'USHOU', name: 'Houston, TX' });
    expect(estimate.oceanCents).toBe(OCEAN_FREIGHT_CENTS['west-africa'].gulf);
    expect(estimate.totalCents).toBe(estimate.inlandCents + estimate.oceanCents);
    expect(nearestPort({ latitude: 47.6, longitude: -122.3 }).code).toBe('USTIW');
    expect(nearestPort({ latitude: 40.7, longitude: -74.0 }).code).toBe('USNWK');
  });
});
