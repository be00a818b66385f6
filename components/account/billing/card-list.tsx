'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api/fetcher';
import { maskedCard } from '@/lib/domain/card-number';
import { fill } from '@/lib/domain/fill-template';
import type { CreditCardView, DeletedCard } from '@/lib/schemas/credit-cards';

export interface CardListLabels {
  empty: string;
  primary: string;
  expired: string;
  /** "Expires {month}/{year}" */
  expires: string;
  makePrimary: string;
  delete: string;
  /** "Delete {card}?" */
  confirmDelete: string;
  confirmYes: string;
  confirmNo: string;
  /** "{card} is now your primary card." */
  newPrimary: string;
  noCardsLeft: string;
  failed: string;
  brands: Record<string, string>;
}

/**
 * The member's saved cards: brand, masked last four, expiry and the primary badge; make one primary, or delete one
 * after a confirmation. When the primary card goes, the member is told which card took its place, or that no card
 * is left.
 */
export function CardList({
  cards,
  labels,
  onChange,
}: {
  cards: CreditCardView[];
  labels: CardListLabels;
  onChange: (cards: CreditCardView[]) => void;
}) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const name = (card: Pick<CreditCardView, 'brand' | 'last4'>) =>
    `${labels.brands[card.brand] ?? card.brand} ${maskedCard(card.last4)}`;

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setNotice('');
    try {
      await work();
    } catch {
      setNotice(labels.failed);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  const makePrimary = (card: CreditCardView) =>
    run(async () => {
      await apiSend('POST', `/rest-api/v2/account/credit-cards/make-primary/${card.id}`);
      onChange(cards.map((c) => ({ ...c, isPrimary: c.id === card.id })));
    });

  const remove = (card: CreditCardView) =>
    run(async () => {
      const result = await apiSend<DeletedCard>(
        'POST',
        `/rest-api/v2/account/credit-cards/delete/${card.id}`,
      );
      const rest = cards
        .filter((c) => c.id !== card.id)
        .map((c) => (result.newPrimary ? { ...c, isPrimary: c.id === result.newPrimary.id } : c));
      onChange(rest);
      if (result.noCardsLeft) setNotice(labels.noCardsLeft);
      else if (result.newPrimary) setNotice(fill(labels.newPrimary, { card: name(result.newPrimary) }));
    });

  return (
    <div data-testid="card-list">
      <p role="status" className="notice--action" data-testid="card-list-notice">
        {notice}
      </p>
      {cards.length === 0 ? (
        <p data-testid="card-list-empty">{labels.empty}</p>
      ) : (
        <ul className="card-list">
          {cards.map((card) => (
            <li key={card.id} data-testid={`card-${card.id}`}>
              <strong>{name(card)}</strong>{' '}
              <span>
                {fill(labels.expires, { month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}
              </span>{' '}
              {card.isPrimary && <span className="badge">{labels.primary}</span>}{' '}
              {card.expired && <span className="badge is-red">{labels.expired}</span>}
              <div className="card-list__actions">
                {confirming === card.id ? (
                  <>
                    <span>{fill(labels.confirmDelete, { card: name(card) })}</span>{' '}
                    <Button theme="is-red" disabled={busy} onClick={() => remove(card)}>
                      {labels.confirmYes}
                    </Button>{' '}
                    <Button disabled={busy} onClick={() => setConfirming(null)}>
                      {labels.confirmNo}
                    </Button>
                  </>
                ) : (
                  <>
                    {!card.isPrimary && (
                      <Button disabled={busy} onClick={() => makePrimary(card)}>
                        {labels.makePrimary}
                      </Button>
                    )}{' '}
                    <Button theme="is-red" disabled={busy} onClick={() => setConfirming(card.id)}>
                      {labels.delete}
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
