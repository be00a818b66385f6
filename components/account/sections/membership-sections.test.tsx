/**
 * @jest-environment node
 */
import { jest } from '@jest/globals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { eq } from 'drizzle-orm';
import { createFormatter, createTranslator } from 'next-intl';
import type { ComponentType } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import messages from '@/messages/en.json' with { type: 'json' };
import type { SectionProps } from './section-props';

// The server sections as the account page renders them: real services on a real database, English texts.
jest.unstable_mockModule('next-intl/server', () => ({
  getTranslations: async (namespace?: string) =>
    createTranslator({
      locale: 'en',
      messages: messages as Record<string, unknown>,
      namespace: namespace as never,
    }),
  getFormatter: async () => createFormatter({ locale: 'en', timeZone: 'UTC' }),
}));
jest.unstable_mockModule('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/myaccount/',
  notFound: () => {
    throw new Error('not found');
  },
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));
const { members } = await import('@/lib/db/schema');
const { ToastProvider } = await import('@/components/ui/toast');
const { subscribeUpgrade, confirmUpgrade } = await import('@/lib/server/members/membership-upgrade');
const { closeRateLimiters } = await import('@/lib/server/rate-limit/limiters');
const { testDatabaseKinds, useTestDatabase } = await import('@/test/databases');
const { registerMember } = await import('@/test/members');
const { postBid, registerBidder } = await import('@/test/bidders');
const { insertTestBranch, insertTestLots } = await import('@/test/lots');
const { postMembershipPayment, savedCardId } = await import('@/test/payments');
const { endSale } = await import('@/lib/server/auctions/end-sale');
const sections = {
  'manage-membership': (await import('./manage-membership-section')).default,
  'membership-payment': (await import('./membership-payment-section')).default,
  'success-upgrade': (await import('./success-upgrade-section')).default,
  'bidding-limit': (await import('./bidding-limit-section')).default,
  dashboard: (await import('./dashboard-section')).default,
};
const toastLabels = { success: 'Success', error: 'Error', info: 'Info', dismiss: 'Dismiss' };

async function render(section: keyof typeof sections, memberId: string, tier?: SectionProps['tier']) {
  const Section = sections[section] as ComponentType<SectionProps>;
  const member = {
    id: memberId,
    email: 'x@example.com',
    firstName: 'Test',
    membershipCode: 'guest',
    acceptedTermsVersion: 3,
    sessionExpiresAt: new Date(),
    refreshedCookies: [],
  };
  const stream = await renderToReadableStream(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider labels={toastLabels}>
        <Section section={section} member={member} locale="en" tier={tier} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  await stream.allReady;
  return (await new Response(stream).text()).replaceAll('<!-- -->', '');
}

afterAll(() => closeRateLimiters());

describe.each(testDatabaseKinds())('membership account sections on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  beforeAll(() => insertTestBranch(testDb.database.db));

  const memberAt = async (code: string) => {
    const { memberId } = await registerMember();
    await testDb.database.db.update(members).set({ membershipCode: code }).where(eq(members.id, memberId));
    return memberId;
  };

  test('a Guest sees the Guest prompt on the dashboard and on the membership page, with the tiers above', async () => {
    const memberId = await memberAt('guest');
    expect(await render('dashboard', memberId)).toContain('data-testid="guest-upgrade-prompt"');
    const html = await render('manage-membership', memberId);
    expect(html).toContain('You are a Guest member.');
    expect(html).toContain('10% (minimum $299)');
    expect(html).toContain('Guests can pre-bid but live bidding needs Starter or above.');
    for (const [tier, name] of [
      ['starter', 'Starter'],
      ['premium', 'Premium'],
      ['vip', 'Vip'],
    ]) {
      expect(html).toContain(`href="/myaccount/membership/${tier}/payment">Upgrade to ${name}</a>`);
    }
    expect(html).not.toContain('membership-pending');
  });

  test('a pending upgrade shows as awaiting payment with a Cancel button; only tiers above remain', async () => {
    const memberId = await memberAt('starter');
    await subscribeUpgrade(memberId, 'vip');
    const html = await render('manage-membership', memberId);
    expect(html).toContain('data-testid="membership-pending"');
    expect(html).toContain('Your upgrade to Vip ($399 / year) is recorded and awaiting payment.');
    expect(html).toContain('Cancel upgrade');
    expect(html).not.toContain('guest-upgrade-prompt');
    expect(html).not.toContain('Upgrade to Starter');
    expect(html).toContain('Upgrade to Premium');
  });

  test('Vip is told it is the top tier; Business that it cannot change here; neither gets the Guest prompt', async () => {
    const vip = await render('manage-membership', await memberAt('vip'));
    expect(vip).toContain('Vip is our top membership');
    expect(vip).not.toContain('membership-upgrades');
    expect(await render('dashboard', await memberAt('vip'))).not.toContain('guest-upgrade-prompt');
    const business = await render('manage-membership', await memberAt('business'));
    expect(business).toContain('A Business membership is arranged with our team');
    expect(business).not.toContain('membership-upgrades');
  });

  test('the payment page shows the order summary, the price and the payment form in test mode', async () => {
    const html = await render('membership-payment', await memberAt('guest'), 'premium');
    expect(html).toContain('<h1>Upgrade to Premium</h1>');
    expect(html).toContain('$199 / year');
    expect(html).toContain('6% (minimum $250)');
    expect(html).toContain('Pay $199 for one year of Premium.');
    expect(html).toContain('data-testid="sandbox-notice"');
    expect(html).toContain('data-testid="membership-payment-form"');
    expect(html).toContain('A new card');
  });

  test('the payment page of a tier not above the current one says so instead of offering the button', async () => {
    const html = await render('membership-payment', await memberAt('premium'), 'starter');
    expect(html).toContain('Starter is not above your current Premium membership');
    expect(html).not.toContain('membership-payment-form');
  });

  test('a confirmed upgrade of another tier blocks the payment page until it is cancelled', async () => {
    const memberId = await memberAt('guest');
    await subscribeUpgrade(memberId, 'starter');
    await confirmUpgrade(memberId, 'starter');
    const html = await render('membership-payment', memberId, 'vip');
    expect(html).toContain('Your upgrade to Starter is already awaiting payment.');
    expect(html).not.toContain('membership-payment-form');
  });

  test('the success page reads the pending upgrade; without one it links back to the membership page', async () => {
    const memberId = await memberAt('guest');
    const none = await render('success-upgrade', memberId);
    expect(none).toContain('No upgrade is awaiting payment.');
    expect(none).toContain('href="/myaccount/manage-membership"');
    await subscribeUpgrade(memberId, 'premium');
    await confirmUpgrade(memberId, 'premium');
    const html = await render('success-upgrade', memberId);
    expect(html).toContain('Your upgrade to Premium is recorded and awaiting payment.');
    expect(html).toContain('You keep your Guest membership until the payment is made.');
    expect(html).toContain('href="/myaccount/membership/premium/payment"');
  });

  test('after a membership payment the success page shows the new membership and until when', async () => {
    const member = await registerMember();
    const cardId = await savedCardId(member);
    const paid = await postMembershipPayment(member, { membership: 'premium', cardId });
    expect(paid.body.data).toMatchObject({ status: 'approved' });
    const html = await render('success-upgrade', member.memberId);
    expect(html).toContain('data-testid="upgrade-active"');
    expect(html).toMatch(/Welcome to Premium! Your membership is active until \w+ \d+, \d{4}\./);
    expect(html).toContain('We received your payment of $199.');
  });

  test('the bidding-limit page shows buying power, the deposit rule and the tier limit', async () => {
    const html = await render('bidding-limit', await memberAt('guest'));
    expect(html).toContain('data-testid="bidding-limit-buyingPower">$0<');
    expect(html).toContain('data-testid="bidding-limit-minimumDeposit">$600<');
    expect(html).toContain('Active bids at once (Guest)</dt><dd data-testid="bidding-limit-activeBids">3<');
    expect(html).toContain('Your buying power is 10 times the deposits you hold.');
    expect(html).toContain('or 10% of the bid you plan');
    expect(html).toContain('data-testid="bidding-limit-commitments-empty"');
    expect(html).toContain('href="/myaccount/bidding-limit/payment">Place a deposit</a>');
  });

  test('the bidding-limit page shows what is available and which lots hold the rest', async () => {
    const db = testDb.database.db;
    await insertTestLots(db, [{ id: 360000001 }, { id: 360000002 }]);
    const [ann, ben] = [await registerBidder(db, { depositCents: 60_000 }), await registerBidder(db)];
    // Ann leads lot 1 with $2,000 held; on lot 2 Ben outbids her, which holds nothing of hers.
    await postBid(ann, { lotId: 360000001, maxBid: 2_000 });
    await postBid(ann, { lotId: 360000002, maxBid: 1_000 });
    await postBid(ben, { lotId: 360000002, maxBid: 1_500 });
    const html = await render('bidding-limit', ann.memberId);
    expect(html).toContain('data-testid="bidding-limit-buyingPower">$6,000<');
    // A leading maximum holds what winning at it costs: $2,000 + Starter's $299 minimum fee + $189 of fixed fees.
    expect(html).toContain('data-testid="bidding-limit-available">$3,512<');
    expect(html).toContain('data-testid="bidding-limit-committed">$2,488<');
    const list = html.slice(html.indexOf('data-testid="bidding-limit-commitments"'));
    expect(list).toContain('href="/360000001-2018-honda-accord">2018 Honda Accord</a>');
    expect(list).toContain('Leading maximum');
    expect(list).not.toContain('360000002');
  });

  test('the bidding-limit page names a lot waiting on approval and an unpaid purchase; a lost bid holds nothing', async () => {
    const db = testDb.database.db;
    await insertTestLots(db, [{ id: 360000003 }, { id: 360000004, reserveCents: 500_000 }]);
    const [ann, ben] = [await registerBidder(db, { depositCents: 60_000 }), await registerBidder(db)];
    // Ann wins lot 3 over Ben at $825 (unpaid) and leads lot 4 at $25, below its $5,000 reserve.
    await postBid(ben, { lotId: 360000003, maxBid: 800 });
    await postBid(ann, { lotId: 360000003, maxBid: 1_500 });
    await postBid(ann, { lotId: 360000004, maxBid: 900 });
    expect(await endSale(360000003)).toMatchObject({ outcome: 'sold', winnerId: ann.memberId });
    expect(await endSale(360000004)).toMatchObject({ outcome: 'on-approval', winnerId: ann.memberId });
    const html = await render('bidding-limit', ann.memberId);
    expect(html).toContain('data-testid="bidding-limit-buyingPower">$6,000<');
    // Each holds its total with the fees: $825 + $299 + $189 = $1,313 and $25 + $299 + $189 = $513.
    expect(html).toContain('data-testid="bidding-limit-committed">$1,826<');
    expect(html).toContain('data-testid="bidding-limit-available">$4,174<');
    const items = html.slice(html.indexOf('data-testid="bidding-limit-commitments"')).split('<li>').slice(1);
    expect(items).toHaveLength(2);
    const itemOf = (lotId: number) =>
      items.find((item) => item.includes(`href="/${lotId}-2018-honda-accord"`));
    expect(itemOf(360000003)).toMatch(/Unpaid purchase.*\$1,313/);
    expect(itemOf(360000004)).toMatch(/Waiting for seller approval.*\$513</);

    const benHtml = await render('bidding-limit', ben.memberId);
    expect(benHtml).toContain('data-testid="bidding-limit-committed">$0<');
    expect(benHtml).toContain('data-testid="bidding-limit-available">$10,000<');
    expect(benHtml).toContain('data-testid="bidding-limit-commitments-empty"');
  });
});
