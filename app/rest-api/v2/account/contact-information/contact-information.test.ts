import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { GET as me } from '@/app/rest-api/v1.0/member/me/route';
import { members } from '@/lib/db/schema';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { GET, POST } from './route';

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());

const PATH = '/rest-api/v2/account/contact-information';

const address = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  phone: '+1 (555) 010-0199',
  addressLine1: '1 Main St',
  addressLine2: 'Apt 2',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  countryIso2: 'US',
};

const read = (member: TestMember) => GET(jsonRequest(PATH, { method: 'GET', cookie: member.cookie }), {});
const save = (member: TestMember, body: unknown) =>
  POST(jsonRequest(PATH, { body, cookie: member.cookie }), {});

describe.each(testDatabaseKinds())('account contact information on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  const row = async (memberId: string) =>
    (await testDb.database.db.select().from(members).where(eq(members.id, memberId)))[0]!;

  test('GET gives the registration details, empty strings for what is not known yet', async () => {
    const member = await registerMember({ firstName: 'Ana', countryIso2: 'PL' });
    const response = await read(member);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()).data).toEqual({
      firstName: 'Ana',
      lastName: 'Member',
      phone: '',
      addressLine1: '',
      addressLine2: '',
      city: '',
      region: '',
      postalCode: '',
      countryIso2: 'PL',
    });
  });

  test('POST saves the record, answers it, keeps the display name in step, and GET reads it back', async () => {
    const member = await registerMember({ countryIso2: 'PL' });
    const response = await save(member, { ...address, firstName: '  Ana ', region: 'il' });
    expect(response.status).toBe(200);
    const saved = { ...address };
    expect((await response.json()).data).toEqual(saved);
    expect((await (await read(member)).json()).data).toEqual(saved);
    expect(await row(member.memberId)).toMatchObject({
      name: 'Ana Ruiz',
      firstName: 'Ana',
      countryIso2: 'US',
    });
  });

  test('the country decides isDomestic in member/me; empty optional parts are stored as null', async () => {
    const member = await registerMember({ countryIso2: 'US' });
    const abroad = { ...address, countryIso2: 'PL', region: '', postalCode: '', addressLine2: '' };
    expect((await save(member, abroad)).status).toBe(200);
    expect(await row(member.memberId)).toMatchObject({ region: null, postalCode: null, addressLine2: null });
    const meResponse = await me(
      jsonRequest('/rest-api/v1.0/member/me', { method: 'GET', cookie: member.cookie }),
      {},
    );
    expect((await meResponse.json()).data).toMatchObject({ country_iso_2: 'PL', isDomestic: false });
  });

  test.each([
    ['a US address without a state', { region: '' }, { region: 'stateRequired' }],
    ['a bad ZIP code', { postalCode: '1234' }, { postalCode: 'zipInvalid' }],
    ['a bad phone', { phone: 'call me maybe' }, { phone: 'phoneInvalid' }],
    ['an empty first name', { firstName: ' ' }, { firstName: 'firstNameRequired' }],
    ['an unknown country', { countryIso2: 'XX' }, { countryIso2: 'countryInvalid' }],
  ])('%s is 422 naming the field, and nothing is saved', async (_name, change, fields) => {
    const member = await registerMember();
    const response = await save(member, { ...address, ...change });
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error).toMatchObject({ code: 'invalid_input', fields });
    expect((await row(member.memberId)).phone).toBeNull();
  });

  test('a body that is not JSON is 400', async () => {
    const member = await registerMember();
    const response = await save(member, '{"firstName": ');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('bad_json');
  });

  test("member A's POST changes only A's row; B's stays as it was", async () => {
    const a = await registerMember({ firstName: 'Alice' });
    const b = await registerMember({ firstName: 'Bob' });
    const before = await row(b.memberId);
    expect(
      (await save(a, { ...address, firstName: 'Alicia', memberId: b.memberId, id: b.memberId })).status,
    ).toBe(200);
    expect((await row(a.memberId)).firstName).toBe('Alicia');
    expect(await row(b.memberId)).toEqual(before);
    expect((await (await read(b)).json()).data.firstName).toBe('Bob');
  });

  test('markup in a name is stored and answered as the text it is', async () => {
    const member = await registerMember();
    const name = '<script>alert(1)</script>';
    const response = await save(member, { ...address, firstName: name });
    expect(response.status).toBe(200);
    expect((await response.json()).data.firstName).toBe(name);
    expect((await row(member.memberId)).firstName).toBe(name);
    expect((await (await read(member)).json()).data.firstName).toBe(name);
  });

  test('a cross-site POST is refused', async () => {
    const member = await registerMember();
    const request = new Request(new URL(PATH, 'http://localhost'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: member.cookie, origin: 'https://evil.example' },
      body: JSON.stringify(address),
    });
    expect((await POST(request, {})).status).toBe(403);
    expect((await row(member.memberId)).phone).toBeNull();
  });
});
