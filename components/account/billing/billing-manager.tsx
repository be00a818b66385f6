'use client';

import { useState } from 'react';
import type { CreditCardView } from '@/lib/schemas/credit-cards';
import './billing.css';
import { AddCardForm, type AddCardLabels } from './add-card-form';
import { CardList, type CardListLabels } from './card-list';

/** The billing page's cards and the add-card form, sharing one list. */
export function BillingManager({
  initialCards,
  listLabels,
  formLabels,
  addTitle,
}: {
  initialCards: CreditCardView[];
  listLabels: CardListLabels;
  formLabels: AddCardLabels;
  addTitle: string;
}) {
  const [cards, setCards] = useState(initialCards);
  return (
    <>
      <CardList cards={cards} labels={listLabels} onChange={setCards} />
      <h2>{addTitle}</h2>
      <AddCardForm
        labels={formLabels}
        primaryByDefault={cards.length === 0}
        onAdded={(card) =>
          setCards((list) => [card, ...list.map((c) => (card.isPrimary ? { ...c, isPrimary: false } : c))])
        }
      />
    </>
  );
}
