/** @jest-environment node */
// Server component: rendered to HTML with React's server renderer on a real database, as the deposit page shows it.
import { jest } from '@jest/globals';
import { createFormatter, createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import ar from '@/messages/ar.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };

const MESSAGES = { en, ar } as const;
let locale: keyof typeof MESSAGES = 'en';
jest.unstable_mockModule('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as 'Payments' }),
  getFormatter: async () => createFormatter({ locale, timeZone: 'UTC' }),
}));
const { OpenWires } = await import('./open-wires');
const { closeRateLimiters } = await import('@/lib/server/rate-limit/limiters');
const { registerBidder } = await import('@/test/bidders');
const { testDatabaseKinds, useTestDatabase } = await import('@/test/databases');
const { postDeposit } = await import('@/test/payments');
const { registerStaff } = await import('@/test/staff');
const { postRecordWire, today } = await import('@/test/wires');

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());

async function html(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return (await new Response(stream).text()).replaceAll('<!-- -->', '');
}

describe.each(testDatabaseKinds())('the wires on their way on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  test('each wire with its reference and what is left to send; none: nothing shown', async () => {
    const db = testDb.database.db;
    const member = await registerBidder(db, { depositCents: 0 });
    const render = async () => html(await OpenWires({ memberId: member.memberId, purpose: 'deposit' }));
    expect(await render()).toBe('');
    const wire = (await postDeposit(member, { amount: 1_000, method: 'wire' })).body.data;
    const finance = await registerStaff(['finance']);
    await postRecordWire(finance, { reference: wire.wire.reference, amount: 250, receivedOn: today() });

    locale = 'en';
    const page = await render();
    expect(page).toContain('<h2 id="open-wires-title">Wire transfers on their way</h2>');
    expect(page).toContain(`data-testid="wire-reference"><bdi>${wire.wire.reference}</bdi>`);
    expect(page).toContain('data-testid="wire-partly-paid">Part of it has arrived: send $750 more');
    expect(page).toContain('data-testid="wire-received"><bdi>$250</bdi>');
    expect(page).toContain('data-testid="wire-outstanding"><bdi>$750</bdi>');
    expect(page).toContain(en.Payments.wire.depositNote);

    locale = 'ar';
    const arabic = await render();
    expect(arabic).toContain(ar.Payments.wire.openTitle);
    expect(arabic).toContain(`<bdi>${wire.wire.reference}</bdi>`);
    // A checkout's list has none of the deposit's wires.
    expect(await html(await OpenWires({ memberId: member.memberId, purpose: 'checkout' }))).toBe('');
  });
});
