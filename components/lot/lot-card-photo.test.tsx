import { jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json' with { type: 'json' };
import { cents } from '@/lib/domain/money';
import type { LotSummary } from '@/lib/server/lots/lot-summary';

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
  trim: null,
  primaryDamage: 'rollover',
  odometer: 137227,
  odometerBrand: 'actual',
  titleType: 'salvage',
  titleState: 'SC',
  startCode: 'starts',
  image: '/lot-images/sedan/blue/rollover/1.svg',
  photo: {
    lotId: 300060616,
    key: 'abcdef0123456789',
    width: 1920,
    height: 1440,
    widths: [320, 640, 1280, 1920],
    placeholder: 'data:image/webp;base64,UklGRg',
  },
  saleDate: null,
  currentBidCents: cents(125_000),
  buyItNowPriceCents: null,
  status: 'pre-bidding',
  branchName: 'Greenville',
  branchState: 'SC',
  timeZone: 'America/New_York',
};

function renderCard(priority: boolean) {
  const client = makeQueryClient();
  client.setQueryData(MEMBER_QUERY_KEY, null);
  return render(
    <ToastProvider labels={{ success: 'Success', error: 'Error', info: 'Information', dismiss: 'Dismiss' }}>
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
          <LotCard lot={lot} priority={priority} />
        </NextIntlClientProvider>
      </QueryClientProvider>
    </ToastProvider>,
  );
}

test('a lot with photos shows its cover as a picture of renditions, not the drawing', () => {
  const { container } = renderCard(false);
  const img = screen.getByRole('img', { name: /Chevrolet Cruze/ });
  expect(img).toHaveAttribute('src', '/lot-images/photos/300060616/abcdef0123456789/640.webp');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img.closest('picture')).not.toBeNull();
  expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    expect.stringContaining('/abcdef0123456789/320.avif 320w'),
  );
  expect(container.innerHTML).not.toContain('.svg');
});

test('a card of the first row loads its cover at once', () => {
  renderCard(true);
  expect(screen.getByRole('img', { name: /Chevrolet Cruze/ })).toHaveAttribute('loading', 'eager');
});
