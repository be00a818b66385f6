import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json' with { type: 'json' };
import type { LotSummary } from '@/lib/server/lots/lot-summary';
import { LotCard } from './lot-card';

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
  currentBidCents: 125_000,
  buyItNowPriceCents: null,
  status: 'pre-bidding',
  branchName: 'Greenville',
  branchState: 'SC',
  timeZone: 'America/New_York',
};

function renderCard(props: Partial<LotSummary> = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <LotCard lot={{ ...lot, ...props }} />
    </NextIntlClientProvider>,
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
    renderCard({ buyItNowPriceCents: 450_000, saleDate: null });
    expect(screen.getByText(/Buy it now/)).toBeInTheDocument();
    expect(screen.getByText('$4,500')).toBeInTheDocument();
    expect(screen.getByText(/Sale date pending/)).toBeInTheDocument();
  });
});
