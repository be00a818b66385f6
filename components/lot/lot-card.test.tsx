import { jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json' with { type: 'json' };
import { cents } from '@/lib/domain/money';
import type { LotSummary } from '@/lib/server/lots/lot-summary';

// ES modules: mock before importing the card (its watch button uses the router).
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
  useParams: () => ({}),
  usePathname: () => '/',
}));
const { LotCard } = await import('./lot-card');
const { MEMBER_QUERY_KEY } = await import('@/lib/api/member');
const { ToastProvider } = await import('@/components/ui/toast');
const { makeQueryClient } = await import('@/lib/api/query-client');

const lot: LotSummary = {
  id: 300060616,
  stockNumber: '30000001',
  year: 2014,
  make: 'Chevrolet',
  model: 'Cruze',
  trim: 'Premier',
  primaryDamage: 'rollover',
  odometer: 137227,
  odometerBrand: 'actual',
  titleType: 'salvage',
  titleState: 'SC',
  startCode: 'starts',
  image: '/lot-images/sedan/blue/rollover/1.svg',
  saleDate: new Date('2026-11-23T15:00:00Z'),
  currentBidCents: cents(125_000),
  buyItNowPriceCents: null,
  status: 'pre-bidding',
  branchName: 'Greenville',
  branchState: 'SC',
  timeZone: 'America/New_York',
};

const toastLabels = { success: 'Success', error: 'Error', info: 'Information', dismiss: 'Dismiss' };

/** Rendered for a visitor (member/me already known to be nobody), so nothing is fetched. */
function renderCard(props: Partial<LotSummary> = {}) {
  const client = makeQueryClient();
  client.setQueryData(MEMBER_QUERY_KEY, null);
  return render(
    <ToastProvider labels={toastLabels}>
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
          <LotCard lot={{ ...lot, ...props }} />
        </NextIntlClientProvider>
      </QueryClientProvider>
    </ToastProvider>,
  );
}

describe('LotCard', () => {
  test('shows the vehicle, its damage, odometer, sale time in the branch zone and the bid', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: '2014 Chevrolet Cruze Premier' })).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/300060616-2014-chevrolet-cruze-premier');
    expect(screen.getByRole('img')).toHaveAttribute('alt', '2014 Chevrolet Cruze Premier, Rollover');
    expect(screen.getByText(/Lot 300060616 · Rollover · 137,227 mi/)).toBeInTheDocument();
    expect(screen.getByText(/Sale Nov 23, 10:00 AM EST/)).toBeInTheDocument();
    expect(screen.getByText('$1,250')).toBeInTheDocument();
    expect(screen.queryByText(/Buy it now/)).not.toBeInTheDocument();
  });

  test('shows the buy-it-now price only when there is one, and a pending sale date', () => {
    renderCard({ buyItNowPriceCents: cents(450_000), saleDate: null });
    expect(screen.getByText(/Buy it now/)).toBeInTheDocument();
    expect(screen.getByText('$4,500')).toBeInTheDocument();
    expect(screen.getByText(/Sale date pending/)).toBeInTheDocument();
  });

  test('has a watch button beside the link, not inside it', () => {
    renderCard();
    const watch = screen.getByRole('button', { name: 'Watch' });
    expect(watch).toHaveAttribute('aria-pressed', 'false');
    expect(within(screen.getByRole('link')).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('lot-card')).toContainElement(watch);
  });
});
