import * as z from 'zod/mini';
import type { Db } from '@/lib/db/client';
import { wireDollars } from '@/lib/schemas/money';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { OCEAN_FREIGHT_CENTS } from '@/lib/domain/business-rules';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { jsonRequest, registerMember } from '@/test/members';
import { PUT as keepDestination } from '@/app/rest-api/v2/account/shipping-destination/route';
import { GET as biddingRoute } from '../bidding/route';
import { GET as estimateRoute } from './route';

afterAll(() => closeRateLimiters());

const LOT = 312000001;
const TRUCK = 312000002;

async function estimate(lotId: number | string, query: string) {
  const response = await estimateRoute(
    jsonRequest(`/rest-api/v2/lots/${lotId}/shipping-estimate${query}`, { method: 'GET' }),
    { params: Promise.resolve({ lotId: String(lotId) }) },
  );
  return { status: response.status, body: await response.json() };
}

describe.each(testDatabaseKinds())('the shipping and export estimate (issue 26 §2) on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [{ id: LOT }, { id: TRUCK, vehicleType: 'truck' }]);
  });

  test('to a ZIP: great-circle miles from the yard, by vehicle type, with the place named', async () => {
    const car = await estimate(LOT, '?zip=90210');
    expect(car.status).toBe(200);
    expect(car.body.data).toMatchObject({
      lotId: LOT,
      destination: { zip: '90210' },
      yard: { city: 'Dallas', state: 'TX', zip: '75201' },
      place: 'Beverly Hills, CA',
      port: null,
      ocean: 0,
    });
    expect(car.body.data.miles).toBeGreaterThan(1_200);
    expect(car.body.data.total).toBe(Math.ceil(car.body.data.miles * 0.95));
    const truck = await estimate(TRUCK, '?zip=90210');
    expect(truck.body.data.total).toBe(Math.ceil(truck.body.data.miles * 1.8));
    // Across town: the minimum.
    expect((await estimate(LOT, '?zip=75202')).body.data.total).toBe(175);
  });

  test('to a country: inland to the nearest export port, then ocean freight from its coast', async () => {
    const { status, body } = await estimate(LOT, '?country=NG');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      destination: { country: 'NG' },
      port: { code: 'USHOU', name: 'Houston, TX' },
      ocean: z.encode(wireDollars, OCEAN_FREIGHT_CENTS['west-africa'].gulf),
      place: null,
    });
    expect(body.data.total).toBe(body.data.inland + body.data.ocean);
  });

  test.each([
    ['', 'zip', 'destinationRequired'],
    ['?zip=90210&country=NG', 'zip', 'destinationRequired'],
    ['?zip=9021', 'zip', 'zipInvalid'],
    ['?zip=abcde', 'zip', 'zipInvalid'],
    ['?zip=00000', 'zip', 'zipUnknown'],
    ['?zip=90210&zip=10001', 'zip', 'zipInvalid'],
    ['?country=XX', 'country', 'countryInvalid'],
    ['?country=US', 'country', 'countryInvalid'],
  ])('bad input %s is a 422 naming the field', async (query, field, key) => {
    const { status, body } = await estimate(LOT, query);
    expect(status).toBe(422);
    expect(body.error.fields[field]).toBe(key);
  });

  test('an unknown lot is a 404, a malformed id a 422', async () => {
    expect((await estimate(399999999, '?zip=90210')).status).toBe(404);
    expect((await estimate('12x', '?zip=90210')).status).toBe(422);
  });

  test('a member keeps a destination; the bid box state carries it; it can be forgotten', async () => {
    const member = await registerMember();
    const put = async (body: unknown) => {
      const response = await keepDestination(
        jsonRequest('/rest-api/v2/account/shipping-destination', {
          method: 'PUT',
          body,
          cookie: member.cookie,
        }),
        {},
      );
      return { status: response.status, body: await response.json() };
    };
    const bidding = async () => {
      const response = await biddingRoute(
        jsonRequest(`/rest-api/v2/lots/${LOT}/bidding`, { method: 'GET', cookie: member.cookie }),
        { params: Promise.resolve({ lotId: String(LOT) }) },
      );
      return (await response.json()).data.member.shippingDestination;
    };
    expect(await put({ zip: '10001' })).toMatchObject({
      status: 200,
      body: { data: { destination: { zip: '10001' } } },
    });
    expect(await bidding()).toEqual({ zip: '10001' });
    expect((await put({ country: 'PL' })).status).toBe(200);
    expect(await bidding()).toEqual({ country: 'PL' });
    // Bad input loses nothing.
    expect(await put({ zip: '1' })).toMatchObject({
      status: 422,
      body: { error: { fields: { zip: 'zipInvalid' } } },
    });
    expect(await put({})).toMatchObject({
      status: 422,
      body: { error: { fields: { zip: 'destinationRequired' } } },
    });
    expect(await put('not json')).toMatchObject({ status: 400 });
    expect(await bidding()).toEqual({ country: 'PL' });
    expect((await put({ clear: true })).body.data).toEqual({ destination: null });
    expect(await bidding()).toBeNull();
  });

  test('a visitor cannot keep one (401)', async () => {
    const response = await keepDestination(
      jsonRequest('/rest-api/v2/account/shipping-destination', { method: 'PUT', body: { zip: '10001' } }),
      {},
    );
    expect(response.status).toBe(401);
  });
});
