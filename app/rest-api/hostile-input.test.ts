/**
 * Issue #21: the inputs that answered 500 (NUL, an unpaired surrogate, a date past year 9999, an id past int4) answer
 * 422 naming the field, store nothing, and search text with them is searched as if they were not there. Each route is
 * called in-process against a fresh database: PGlite, and PostgreSQL too when TEST_DATABASE_URL is set (PostgreSQL
 * is the one that refuses NUL in text).
 */
import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { POST as trackRoute } from '@/app/event/v1/track/route';
import { POST as signUpRoute } from '@/app/rest-api/v1.0/auth/sign-up/route';
import { GET as lotSearchRoute } from '@/app/rest-api/v1.0/lots/search/route';
import { POST as savedSearchRoute } from '@/app/rest-api/v1.0/member/search/[id]/route';
import { GET as filtersV1Route } from '@/app/rest-api/v1.0/search/filters/route';
import { GET as suggestRoute } from '@/app/rest-api/v1.0/search/suggest/[query]/route';
import { GET as makesRoute } from '@/app/rest-api/v1.0/vehicles/makes/route';
import { POST as contactInformationRoute } from '@/app/rest-api/v2/account/contact-information/route';
import { PUT as updateCardRoute } from '@/app/rest-api/v2/account/credit-cards/route';
import { POST as emailChangeRoute } from '@/app/rest-api/v2/account/security/email/route';
import { POST as contactMessageRoute } from '@/app/rest-api/v2/contact-messages/route';
import { GET as metaTagsRoute } from '@/app/rest-api/v2/spa/meta-tags/route';
import {
  analyticsEvents,
  contactMessages,
  creditCards,
  deposits,
  members,
  savedSearches,
} from '@/lib/db/schema';
import { UNSAFE_TEXT_MESSAGE } from '@/lib/schemas/safe-text';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { answerOf, cardInput, postCard, postCheckout, postDeposit } from '@/test/payments';

// Members register with scrypt: slow on a busy machine.
jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());

/** The characters that broke a stored text field: NUL, and a lone surrogate (JSON "\ud800" parses to one). */
const UNSAFE = { NUL: 'A\u0000B', 'a lone high surrogate': 'A\uD800B', 'a lone low surrogate': 'A\uDC00' };
const UNSAFE_CASES = Object.entries(UNSAFE);

type Answer = Awaited<ReturnType<typeof answerOf>>;

/** A 422 in the API's error shape naming `field` (with `message` when given). */
function expectRefused({ status, body }: Answer, field: string, message?: string) {
  expect(status).toBe(422);
  expect(body.error.code).toBe('invalid_input');
  expect(Object.keys(body.error.fields)).toContain(field);
  if (message !== undefined) expect(body.error.fields[field]).toBe(message);
}

async function get(
  route: (request: Request, context: never) => Promise<Response>,
  url: string,
  context = {},
) {
  return answerOf(await route(new Request(new URL(url, 'http://localhost')), context as never));
}

describe.each(testDatabaseKinds())('hostile input on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  const db = () => testDb.database.db;
  const countOf = (table: PgTable) => db().$count(table);

  let member: TestMember;
  beforeAll(async () => {
    member = await registerMember({ firstName: 'Hostile' });
  });

  describe.each(UNSAFE_CASES)('%s in stored text', (_name, bad) => {
    test('contact-messages: 422 naming the field, nothing stored', async () => {
      const before = await countOf(contactMessages);
      const valid = {
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'A question',
        message: 'Is the car still for sale?',
      };
      for (const field of ['name', 'subject', 'message'] as const) {
        const body = { ...valid, [field]: `${valid[field]} ${bad}` };
        const answer = await answerOf(
          await contactMessageRoute(jsonRequest('/rest-api/v2/contact-messages', { body }), {}),
        );
        expectRefused(answer, field, UNSAFE_TEXT_MESSAGE);
      }
      expect(await countOf(contactMessages)).toBe(before);
    });

    test('sign-up: a name with it is refused and no member is made', async () => {
      const email = `hostile-${Math.random().toString(36).slice(2)}@example.com`;
      const body = {
        firstName: bad,
        lastName: 'Member',
        email,
        password: 'correct horse battery staple',
        countryIso2: 'US',
      };
      const answer = await answerOf(
        await signUpRoute(jsonRequest('/rest-api/v1.0/auth/sign-up', { body }), {}),
      );
      expectRefused(answer, 'firstName', UNSAFE_TEXT_MESSAGE);
      expect(await db().select().from(members).where(eq(members.email, email))).toEqual([]);
    });

    test('contact information: refused, the record unchanged', async () => {
      const before = (await db().select().from(members).where(eq(members.id, member.memberId)))[0];
      const body = {
        firstName: 'Ana',
        lastName: 'Ruiz',
        phone: '+1 555 010 0199',
        addressLine1: `1 Main St ${bad}`,
        city: 'Springfield',
        region: 'IL',
        postalCode: '62701',
        countryIso2: 'US',
      };
      const answer = await answerOf(
        await contactInformationRoute(
          jsonRequest('/rest-api/v2/account/contact-information', { body, cookie: member.cookie }),
          {},
        ),
      );
      expectRefused(answer, 'addressLine1', UNSAFE_TEXT_MESSAGE);
      const after = (await db().select().from(members).where(eq(members.id, member.memberId)))[0];
      expect(after).toEqual(before);
    });

    test('credit cards: a card holder with it is refused and no card is saved', async () => {
      const answer = await postCard(member, cardInput('4242 4242 4242 4242', { holderName: `Ann ${bad}` }));
      expectRefused(answer, 'holderName', UNSAFE_TEXT_MESSAGE);
      expect(await db().select().from(creditCards).where(eq(creditCards.memberId, member.memberId))).toEqual(
        [],
      );
    });

    test('analytics: in a text field, a payload value or a payload key, refused and nothing stored', async () => {
      const clientId = `hostile-${kind}-${Math.random().toString(36).slice(2)}`;
      const valid = { step: 'page_view', client_id: clientId, visit_id: 'visit-1' };
      const cases: [Record<string, unknown>, string][] = [
        [{ substep: `/search ${bad}` }, 'substep'],
        [{ custom1: bad }, 'custom1'],
        [{ product_id: bad }, 'product_id'],
        [{ payload: { query: bad } }, 'payload'],
        [{ payload: { filters: [{ deep: [bad] }] } }, 'payload'],
        [{ payload: { [bad]: 1 } }, 'payload'],
      ];
      for (const [change, field] of cases) {
        const answer = await answerOf(
          await trackRoute(jsonRequest('/event/v1/track', { body: { ...valid, ...change } }), {}),
        );
        expectRefused(answer, field, UNSAFE_TEXT_MESSAGE);
      }
      expect(await db().select().from(analyticsEvents).where(eq(analyticsEvents.clientId, clientId))).toEqual(
        [],
      );
    });

    test('saved searches: a name with it is refused and nothing saved', async () => {
      const before = await countOf(savedSearches);
      const answer = await answerOf(
        await savedSearchRoute(
          jsonRequest('/rest-api/v1.0/member/search/new', {
            body: { name: `Hondas ${bad}`, query: 'makes=honda' },
            cookie: member.cookie,
          }),
          { params: Promise.resolve({ id: 'new' }) },
        ),
      );
      // The rule's message in the words the saved-search form already translates.
      expectRefused(answer, 'name', 'nameInvalid');
      expect(await countOf(savedSearches)).toBe(before);
    });

    test('e-mail change: refused, the address unchanged', async () => {
      const answer = await answerOf(
        await emailChangeRoute(
          jsonRequest('/rest-api/v2/account/security/email', {
            body: { newEmail: `new${bad}@example.com`, currentPassword: member.password },
            cookie: member.cookie,
          }),
          {},
        ),
      );
      expectRefused(answer, 'newEmail');
      const [row] = await db().select().from(members).where(eq(members.id, member.memberId));
      expect(row!.email).toBe(member.email);
    });

    test('spa/meta-tags: a path with it is refused', async () => {
      const url = `/rest-api/v2/spa/meta-tags?url=${encodeURIComponent('/search')}%00x`;
      expectRefused(await get(metaTagsRoute, url), 'url', UNSAFE_TEXT_MESSAGE);
    });
  });

  test('a single-line field refuses other control characters; the message keeps its line breaks', async () => {
    const valid = { name: 'Ana', email: 'ana@example.com', subject: 'A question', locale: 'en' };
    const refused = await answerOf(
      await contactMessageRoute(
        jsonRequest('/rest-api/v2/contact-messages', {
          body: { ...valid, subject: 'A\tquestion', message: 'Is it still for sale?' },
        }),
        {},
      ),
    );
    expectRefused(refused, 'subject', UNSAFE_TEXT_MESSAGE);
    const stored = await answerOf(
      await contactMessageRoute(
        jsonRequest('/rest-api/v2/contact-messages', {
          body: { ...valid, message: 'Hello,\r\n\tis it still for sale?' },
        }),
        {},
      ),
    );
    expect(stored.status).toBe(200);
    const [row] = await db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, stored.body.data.id));
    expect(row!.message).toBe('Hello,\r\n\tis it still for sale?');
  });

  test('analytics: a payload nested 5,000 deep is a 422 naming it, not a stack overflow', async () => {
    const clientId = `deep-${kind}`;
    const payload = `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const body = `{"step":"page_view","client_id":"${clientId}","visit_id":"v","payload":${payload}}`;
    const answer = await answerOf(await trackRoute(jsonRequest('/event/v1/track', { body }), {}));
    expectRefused(answer, 'payload.a');
    expect(await db().select().from(analyticsEvents).where(eq(analyticsEvents.clientId, clientId))).toEqual(
      [],
    );
  });

  describe('search text is stripped, never refused', () => {
    test('a saved search whose text holds NUL or a lone surrogate is saved with the text stripped', async () => {
      const cases: [unknown, string][] = [
        ['q=honda%00civic', 'honda civic'],
        [{ q: 'toyota\uD800 camry\u0000' }, 'toyota camry'],
      ];
      for (const [query, q] of cases) {
        const answer = await answerOf(
          await savedSearchRoute(
            jsonRequest('/rest-api/v1.0/member/search/new', {
              body: { name: `Stripped ${JSON.stringify(query).length}`, query },
              cookie: member.cookie,
            }),
            { params: Promise.resolve({ id: 'new' }) },
          ),
        );
        expect(answer.status).toBe(200);
        const [row] = await db()
          .select()
          .from(savedSearches)
          .where(eq(savedSearches.id, answer.body.data.id));
        expect(row!.query.q).toBe(q);
      }
    });

    const empty = async () => (await get(lotSearchRoute, '/rest-api/v1.0/lots/search')).body.data.total;

    test.each(['%00', 'a%00b', '%01%7F', '%C2%85'])('lots/search?q=%s answers 200', async (q) => {
      const answer = await get(lotSearchRoute, `/rest-api/v1.0/lots/search?q=${q}`);
      expect(answer.status).toBe(200);
      if (q === '%00') expect(answer.body.data.total).toBe(await empty());
    });

    test('search/filters?query=%00 and vehicles/makes?query=%00 answer 200', async () => {
      expect((await get(filtersV1Route, '/rest-api/v1.0/search/filters?query=%00')).status).toBe(200);
      expect((await get(filtersV1Route, '/rest-api/v1.0/search/filters?q=a%00b')).status).toBe(200);
      const makes = await get(makesRoute, '/rest-api/v1.0/vehicles/makes?query=%00');
      expect(makes.status).toBe(200);
    });

    test('search/suggest/q-%00 answers 200', async () => {
      for (const query of ['q-%00', 'q-%00%00%00%00', 'q-1234%0056']) {
        const answer = await get(suggestRoute, `/rest-api/v1.0/search/suggest/${query}`, {
          params: Promise.resolve({ query }),
        });
        expect(answer.status).toBe(200);
      }
    });
  });

  describe('dates are bounded', () => {
    test.each([
      ['sale_date_to', '9999-12-31'],
      ['sale_date_to', '2101-01-01'],
      ['sale_date_from', '1899-12-31'],
      ['sale_date_from', '+275760-09-13'],
      ['sale_date_to', '275760-09-13'],
      ['sale_date_from', '0000-01-01'],
      ['sale_date_to', '9999-12-31T23:59:59Z'],
      ['sale_date_to', '2024-02-30'],
    ])('lots/search?%s=%s answers 422 naming it', async (field, value) => {
      const url = `/rest-api/v1.0/lots/search?${field}=${encodeURIComponent(value)}`;
      expectRefused(await get(lotSearchRoute, url), field);
      expectRefused(await get(filtersV1Route, url.replace('lots/search', 'search/filters')), field);
    });

    test.each([
      ['sale_date_from', '1900-01-01'],
      ['sale_date_to', '2100-12-31'],
      ['sale_date_to', '2100-12-31T23:59:59Z'],
    ])('lots/search?%s=%s, the edge of the range, answers 200', async (field, value) => {
      expect((await get(lotSearchRoute, `/rest-api/v1.0/lots/search?${field}=${value}`)).status).toBe(200);
    });
  });

  describe('numbers are bounded before they reach an int4 column', () => {
    test.each([
      ['page', '3000000000'],
      ['page_size', '99999999999999999999'],
      ['year_from', '2147483648'],
      ['odometer_to', '9007199254740993'],
      ['branches', '3000000000'],
    ])('lots/search?%s=%s answers 422 naming it', async (field, value) => {
      expectRefused(await get(lotSearchRoute, `/rest-api/v1.0/lots/search?${field}=${value}`), field);
    });

    test('a card id past int4 in a deposit, a checkout and a card update: 422 naming it, nothing stored', async () => {
      const huge = 2 ** 31;
      const before = await countOf(deposits);
      expectRefused(await postDeposit(member, { amount: 600, cardId: huge }), 'cardId');
      expect(await countOf(deposits)).toBe(before);
      expectRefused(await postCheckout(member, { lotIds: [100000001], amount: 1, cardId: huge }), 'cardId');
      expectRefused(await postCheckout(member, { lotIds: [100000001], amount: 1e300, cardId: 1 }), 'amount');
      const update = await answerOf(
        await updateCardRoute(
          jsonRequest('/rest-api/v2/account/credit-cards', {
            method: 'PUT',
            body: { id: huge, holderName: 'Ann Lee' },
            cookie: member.cookie,
          }),
          {},
        ),
      );
      expectRefused(update, 'id');
    });
  });
});
