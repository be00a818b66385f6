import { offerAvailability, vehicleJsonLd, vehicleSchemaType, type JsonLdLot } from './lot-json-ld';
import { cents } from './money';

const lot: JsonLdLot = {
  id: 300000001,
  vin: '1HGCM82633A004352',
  year: 2003,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX',
  vehicleType: 'automobile',
  bodyStyle: 'sedan',
  color: 'Blue',
  engine: '2.4L I4',
  fuel: 'gas',
  drive: 'fwd',
  transmission: 'automatic',
  odometer: 123_456,
  images: ['/lot-images/sedan/blue/front-end/front.svg'],
  status: 'pre-bidding',
  saleDate: new Date('2030-01-10T15:00:00Z'),
  currentBidCents: cents(125_000),
  buyItNowPriceCents: null,
};
const url = 'https://salvagelane.example/300000001-2003-honda-accord-ex';
const extra = { url, origin: 'https://salvagelane.example', manufacturer: 'Honda', seller: 'SalvageLane' };

describe('vehicleJsonLd', () => {
  it('describes the car with absolute images and an offer at the current bid, sold by the site', () => {
    const data = vehicleJsonLd(lot, extra);
    expect(data).toMatchObject({
      '@type': 'Car',
      name: '2003 Honda Accord EX',
      vehicleIdentificationNumber: '1HGCM82633A004352',
      manufacturer: { name: 'Honda' },
      vehicleModelDate: '2003',
      mileageFromOdometer: { value: 123_456, unitCode: 'SMI' },
      image: ['https://salvagelane.example/lot-images/sedan/blue/front-end/front.svg'],
      offers: {
        '@type': 'Offer',
        price: '1250',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        availabilityEnds: '2030-01-10T15:00:00.000Z',
        url,
        seller: { '@type': 'Organization', name: 'SalvageLane', url: 'https://salvagelane.example' },
      },
      driveWheelConfiguration: 'https://schema.org/FrontWheelDriveConfiguration',
    });
  });

  it('offers the buy-it-now price where there is one, and no maker it does not know', () => {
    const data = vehicleJsonLd(
      { ...lot, buyItNowPriceCents: cents(650_000) },
      { ...extra, manufacturer: null },
    );
    expect(data.offers).toMatchObject({ price: '6500' });
    expect(data).not.toHaveProperty('manufacturer');
  });

  it('marks closed lots sold out, without an end date', () => {
    const data = vehicleJsonLd({ ...lot, status: 'sold' }, extra);
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(data.offers).not.toHaveProperty('availabilityEnds');
    expect(offerAvailability('on-approval')).toBe('https://schema.org/LimitedAvailability');
    expect(offerAvailability('upcoming')).toBe('https://schema.org/InStock');
    expect(offerAvailability('withdrawn')).toBe('https://schema.org/Discontinued');
  });

  it('names the schema.org type of each vehicle type: Car for passenger vehicles', () => {
    expect(['automobile', 'suv', 'pickup', 'van'].map(vehicleSchemaType)).toEqual([
      'Car',
      'Car',
      'Car',
      'Car',
    ]);
    expect(vehicleSchemaType('motorcycle')).toBe('Motorcycle');
    expect(vehicleSchemaType('truck')).toBe('Vehicle');
  });
});
