// The purchase's "After the sale" block of the Transactions page, rendered on the server renderer (an async server
// component) into the document and checked with axe-core, in English and Spanish.
import { MessageChannel } from 'node:worker_threads';
import { ReadableStream } from 'node:stream/web';
import { jest } from '@jest/globals';
import axe from 'axe-core';
import { createTranslator } from 'next-intl';
import { cents } from '@/lib/domain/money';
import type { HandoverView } from '@/lib/schemas/handover';
import en from '@/messages/en.json' with { type: 'json' };
import es from '@/messages/es.json' with { type: 'json' };

const channels: MessageChannel[] = [];
class ClosingChannel extends MessageChannel {
  constructor() {
    super();
    channels.push(this);
  }
}
afterAll(() => channels.forEach((channel) => channel.port1.close()));
Object.assign(globalThis, {
  MessageChannel: ClosingChannel,
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
});

const MESSAGES = { en, es } as const;
let locale: keyof typeof MESSAGES = 'en';
jest.unstable_mockModule('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as 'Handover' }),
}));
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useParams: () => ({ locale }),
  usePathname: () => '/myaccount/transactions',
}));
const { renderToReadableStream } = await import('react-dom/server');
const { PurchaseHandover } = await import('./purchase-handover');
const { formatsFor } = await import('./money-format');

const paid: HandoverView = {
  lotId: 360000001,
  vehicle: '2018 Honda Accord EX',
  stockNumber: '50000001',
  vin: '1HGCM82633A004352',
  titleStep: 'mailed',
  titleSteps: [
    { step: 'awaiting-seller', at: '2031-03-03T15:00:00.000Z' },
    { step: 'received', at: '2031-03-04T15:00:00.000Z' },
    { step: 'processing', at: '2031-03-05T15:00:00.000Z' },
    { step: 'mailed', at: '2031-03-06T15:00:00.000Z' },
    { step: 'delivered', at: null },
  ],
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  paid: true,
  paidAt: '2031-03-03T16:00:00.000Z',
  yard: {
    name: 'Dallas',
    address: ['4200 Salvage Yard Rd', 'Dallas, TX 75201'],
    hours: 'Monday to Friday, 8:00 AM to 4:30 PM',
    timeZone: 'America/Chicago',
  },
  storage: {
    startDay: '2031-03-03',
    lastFreeDay: '2031-03-06',
    throughDay: '2031-03-12',
    chargeableDays: 4,
    perDay: cents(2_500),
    accrued: cents(10_000),
    charged: cents(0),
    uncharged: cents(10_000),
  },
  delays: [
    {
      id: 1,
      cause: 'title',
      from: '2031-03-07',
      to: '2031-03-08',
      days: 2,
      reason: 'Lien release awaited',
      recordedAt: '2031-03-07T10:00:00.000Z',
    },
    {
      id: 2,
      cause: 'seller',
      from: null,
      to: null,
      days: 1,
      reason: 'Keys missing',
      recordedAt: '2031-03-09T10:00:00.000Z',
    },
  ],
  pickedUpAt: null,
  storageInvoice: null,
  gatePassAvailable: true,
};

async function show(view: HandoverView, as: keyof typeof MESSAGES = 'en') {
  locale = as;
  const stream = await renderToReadableStream(
    <main>
      <h1>Transactions</h1>
      <h2>Lot</h2>
      {await PurchaseHandover({ view, f: formatsFor(as) })}
    </main>,
  );
  await stream.allReady;
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  document.body.innerHTML = html.replaceAll('<!-- -->', '');
  document.documentElement.lang = as;
  document.title = 'Transactions';
}
const text = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;

async function violations() {
  const results = await axe.run(document, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => v.id);
}

describe('PurchaseHandover', () => {
  test('paid, in the yard: title steps with dates, the yard, the last free day, storage so far, delays, the gate pass', async () => {
    await show(paid);
    expect(await violations()).toEqual([]);
    expect(
      [...document.querySelectorAll('[data-testid="title-steps"] li')].map((li) => li.textContent),
    ).toEqual([
      'Awaiting from the seller Mar 3, 2031',
      'Received by the yard Mar 4, 2031',
      'Being processed Mar 5, 2031',
      'Mailed Mar 6, 2031',
      'Delivered Not yet',
    ]);
    expect(document.querySelector('[aria-current="step"]')?.getAttribute('data-step')).toBe('mailed');
    expect(text('title-tracking')).toBe('UPS, tracking number 1Z999AA10123456784');
    expect(text('pickup-yard')).toBe(
      'Dallas yard4200 Salvage Yard RdDallas, TX 75201Hours: Monday to Friday, 8:00 AM to 4:30 PM',
    );
    expect(text('last-free-day')).toBe(
      'Last free day: Mar 6, 2031 After that, storage is $25 a day until you collect the vehicle.',
    );
    expect(text('storage-so-far')).toBe('Storage days so far: 4 ($100)');
    expect(
      [...document.querySelectorAll('[data-testid="storage-delays"] li')].map((li) => li.textContent),
    ).toEqual([
      'Caused by the title: Mar 7, 2031 to Mar 8, 2031 (Lien release awaited)',
      'Caused by the seller: Days: 1 (Keys missing)',
    ]);
    const pass = document.querySelector('[data-testid="gate-pass-download"]')!;
    expect(pass.getAttribute('href')).toBe('/rest-api/v2/account/purchases/360000001/gate-pass');
    expect(pass.hasAttribute('download')).toBe(true);
  });

  test('unpaid: no gate pass yet, and why', async () => {
    await show({ ...paid, paid: false, paidAt: null, gatePassAvailable: false, delays: [] });
    expect(document.querySelector('[data-testid="gate-pass-download"]')).toBeNull();
    expect(document.body.textContent).toContain('Your gate pass is ready once the lot is paid.');
    expect(document.querySelector('[data-testid="storage-delays"]')).toBeNull();
  });

  test('picked up: the date and the final storage invoice with a way to pay it, then paid', async () => {
    const picked = {
      ...paid,
      pickedUpAt: '2031-03-12T17:00:00.000Z',
      gatePassAvailable: false,
      storageInvoice: { days: 4, amount: cents(10_000), paid: false },
    };
    await show(picked);
    expect(await violations()).toEqual([]);
    expect(text('picked-up')).toBe('Picked up on Mar 12, 2031');
    expect(text('storage-invoice')).toBe(
      'Final storage invoice: $100 (storage days: 4) Due: pay it at checkout',
    );
    expect(document.querySelector('[data-testid="storage-invoice-pay"]')?.getAttribute('href')).toBe(
      '/myaccount/checkout',
    );
    expect(document.querySelector('[data-testid="last-free-day"]')).toBeNull();
    await show({ ...picked, storageInvoice: { days: 4, amount: cents(10_000), paid: true } });
    expect(text('storage-invoice-paid')).toBe('Paid');
    await show({ ...picked, storageInvoice: { days: 0, amount: cents(0), paid: true } });
    expect(text('storage-invoice')).toBe('Picked up within the free days: no storage to pay.');
  });

  test('in Spanish', async () => {
    await show(paid, 'es');
    expect(await violations()).toEqual([]);
    expect(document.querySelector('h3')?.textContent).toBe('Después de la venta');
    expect(text('gate-pass-download')).toBe('Descargar el pase de salida (PDF)');
    expect(text('last-free-day')).toMatch(/^Último día gratis: 6 mar 2031/);
  });
});
