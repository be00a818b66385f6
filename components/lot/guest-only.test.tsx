import { jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { makeQueryClient } from '@/lib/api/query-client';
import { memberMeWire } from '@/test/member-me';
import { GuestOnly } from './guest-only';

function reply(status: number, body: unknown): Response {
  return { status, ok: status < 400, text: async () => JSON.stringify(body) } as Response;
}

/** member/me answers `answer`; the banner is asked for on a lot page every reader shares. */
async function shown(answer: Response): Promise<boolean> {
  global.fetch = jest.fn(async () => answer) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <GuestOnly>
        <p>Upgrade to bid live</p>
      </GuestOnly>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(global.fetch).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 20));
  return screen.queryByText('Upgrade to bid live') !== null;
}

test('a signed-in Guest sees it', async () => {
  expect(await shown(reply(200, { data: memberMeWire({ membership: { name: 'Guest' } }) }))).toBe(true);
});

test('a member of a paid tier does not', async () => {
  expect(await shown(reply(200, { data: memberMeWire({ membership: { name: 'Starter' } }) }))).toBe(false);
});

test('nor does a visitor (member/me answers 401), nor anyone while it loads', async () => {
  expect(await shown(reply(401, { error: { code: 'unauthorized', message: 'Sign in to continue.' } }))).toBe(
    false,
  );
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <GuestOnly>
        <p>Still loading</p>
      </GuestOnly>
    </QueryClientProvider>,
  );
  expect(screen.queryByText('Still loading')).toBeNull();
});
