/** @jest-environment node */
// A withdrawn lot's page, from the database as the lot page reads it, rendered with React's server renderer: the sale
// panel says "Withdrawn" and the bid box takes no bids, and nothing throws (no 500).
import { jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { createFormatter, createTranslator } from 'next-intl';
import { renderToReadableStream } from 'react-dom/server';
import type { ReactNode } from 'react';
import { withCheckDigit } from '@/lib/domain/vin';
import messages from '@/messages/en.json' with { type: 'json' };
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch } from '@/test/lots';

jest.unstable_mockModule('next-intl/server', () => ({
  getTranslations: async (namespace: keyof typeof messages) =>
    createTranslator({ locale: 'en', messages, namespace }),
  getFormatter: async () => createFormatter({ locale: 'en', timeZone: 'UTC' }),
}));
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/',
}));
jest.unstable_mockModule('@/lib/server/content/site-config', () => ({
  siteConfig: () => ({ easyHaulURL: 'https://haul.example.com/quote' }),
}));
const { LotSalePanel } = await import('@/components/lot/lot-sale-panel');
const { LotDetails } = await import('@/components/lot/lot-details');
const { ToastProvider } = await import('@/components/ui/toast');
const { makeQueryClient } = await import('@/lib/api/query-client');
const { getLotById } = await import('@/lib/server/lots/get-lot');
const { checkInLot } = await import('./check-in-lot');
const { withdrawLot } = await import('./withdraw-lot');

const staff = { id: 'staff-1', email: 'clerk@demo.example.com' };

async function html(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(
    <ToastProvider labels={{ success: 'Success', error: 'Error', info: 'Information', dismiss: 'Dismiss' }}>
      <QueryClientProvider client={makeQueryClient()}>{node}</QueryClientProvider>
    </ToastProvider>,
  );
  await stream.allReady;
  return new Response(stream).text();
}

describe.each(testDatabaseKinds())('a withdrawn lot’s page on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  beforeAll(() => insertTestBranch(testDb.database.db));

  test('shows the lot withdrawn, with no bidding', async () => {
    const lot = await checkInLot(staff, null, {
      vin: withCheckDigit('1HGCM82603A000777'),
      model: 'Accord',
      bodyStyle: 'sedan',
      color: 'blue',
      engine: '2.4L I4',
      drive: 'FWD',
      fuel: 'gasoline',
      transmission: 'automatic',
      odometer: 1_000,
      odometerBrand: 'actual',
      primaryDamage: 'front-end',
      lossType: 'collision',
      titleType: 'salvage',
      titleState: 'TX',
      startCode: 'starts',
      hasKeys: true,
      estimatedRetailValue: 950_000,
      branchId: 1,
      buyItNowPrice: 400_000,
      saleDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      lane: 'A',
    } as Parameters<typeof checkInLot>[2]);
    await withdrawLot(staff, null, lot.id, 'Owner sold it privately.');

    const shown = (await getLotById(lot.id))!;
    const panel = await html(await LotSalePanel({ lot: shown }));
    expect(panel).toContain(`<dd>${messages.LotStatus.withdrawn}</dd>`);
    expect(panel).toContain(messages.BidBox.closed.withdrawn);
    expect(panel).not.toContain(messages.LotPage.countdown.label);
    const details = await html(await LotDetails({ lot: shown }));
    expect(details).toContain(lot.vin);
  });
});
