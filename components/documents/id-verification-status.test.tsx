import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { IdVerificationView } from '@/lib/server/verification/member-verification';
import ar from '@/messages/ar.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };
import es from '@/messages/es.json' with { type: 'json' };
import pl from '@/messages/pl.json' with { type: 'json' };
import ru from '@/messages/ru.json' with { type: 'json' };
import { IdVerificationStatus, reviewStatusText, type DocumentsTranslator } from './id-verification-status';

const MESSAGES = { en, es, ru, pl, ar } as const;
const translator = (locale: keyof typeof MESSAGES): DocumentsTranslator =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Documents' }) as DocumentsTranslator;

const view = (overrides: Partial<IdVerificationView>): IdVerificationView => ({
  state: 'none',
  reason: null,
  note: null,
  decidedAt: null,
  ...overrides,
});

describe.each(Object.keys(MESSAGES) as (keyof typeof MESSAGES)[])('IdVerificationStatus in %s', (locale) => {
  const t = translator(locale);
  const texts = MESSAGES[locale].Documents.verification;

  test.each(['none', 'pending'] as const)('%s: the state and the $2,500 cap', (state) => {
    const { container } = render(<IdVerificationStatus verification={view({ state })} t={t} />);
    const status = screen.getByTestId('id-verification');
    expect(status).toHaveAttribute('data-state', state);
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(texts.title);
    expect(screen.getByTestId('id-verification-state')).toHaveTextContent(
      texts.state[state].replace('{cap}', '$2,500'),
    );
    expect(container.textContent).not.toContain('{');
  });

  test('approved: no cap is named', () => {
    render(<IdVerificationStatus verification={view({ state: 'approved' })} t={t} />);
    expect(screen.getByTestId('id-verification-state')).toHaveTextContent(texts.state.approved);
    expect(screen.getByTestId('id-verification-state')).not.toHaveTextContent('$2,500');
  });

  test('rejected: the reason in the member’s language, and staff’s note as written', () => {
    const note = 'The photo of page 2 is cut off.';
    render(
      <IdVerificationStatus
        verification={view({
          state: 'rejected',
          reason: 'name-mismatch',
          note,
          decidedAt: '2031-03-05T10:00:00Z',
        })}
        t={t}
      />,
    );
    const text = screen.getByTestId('id-verification-state').textContent ?? '';
    expect(text).toContain(texts.reasons['name-mismatch']);
    expect(text).toContain('$2,500');
    expect(text).not.toContain('{');
    expect(screen.getByTestId('id-verification-note')).toHaveTextContent(texts.note.replace('{note}', note));
  });

  test('each id’s line: its status, and a refusal with its reason', () => {
    expect(reviewStatusText(t, { status: 'pending', reason: null })).toBe(texts.status.pending);
    expect(reviewStatusText(t, { status: 'approved', reason: null })).toBe(texts.status.approved);
    expect(reviewStatusText(t, { status: 'rejected', reason: 'expired' })).toBe(
      `${texts.status.rejected}: ${texts.reasons.expired}`,
    );
  });
});

test('a pending review shows no note even if one were there', () => {
  render(
    <IdVerificationStatus verification={view({ state: 'pending', note: 'old note' })} t={translator('en')} />,
  );
  expect(screen.queryByTestId('id-verification-note')).toBeNull();
});
