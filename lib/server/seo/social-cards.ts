import 'server-only';
import { createTranslator } from 'next-intl';
import { BRAND } from '@/lib/domain/brand';
import { formatCount, formatUsd } from '@/lib/domain/format';
import { OPEN_LOT_STATUSES } from '@/lib/domain/inventory-terms';
import { DEFAULT_LOCALE, type Locale } from '@/lib/domain/locales';
import { inlineIllustration } from '@/lib/domain/lot-illustration';
import type englishMessages from '@/messages/en.json';
import { getLotById } from '../lots/get-lot';

/** What a lot's social image shows, as display strings. */
export interface LotSocialCard {
  brand: string;
  lotLabel: string;
  title: string;
  price: { label: string; amount: string };
  buyItNow: { label: string; amount: string } | null;
  facts: { label: string; value: string }[];
  /** The lot's first photo when it is a drawn illustration (a data URI); null for any other photo. */
  illustration: string | null;
}

/** What a locale's home-page social image shows. */
export interface HomeSocialCard {
  brand: string;
  headline: string;
  lead: string;
}

/**
 * Locales whose script the image renderer's built-in font draws (Latin and Cyrillic). Arabic needs a font it does not
 * ship and joined letter forms it does not draw, so its image carries the English texts.
 */
const DRAWN_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['en', 'es', 'ru', 'pl']);

type Messages = typeof englishMessages;

async function messagesOf(locale: Locale): Promise<Messages> {
  const loaded = (await import(`../../../messages/${locale}.json`, { with: { type: 'json' } })) as {
    default: Messages;
  };
  return loaded.default;
}

const OPEN: ReadonlySet<string> = new Set(OPEN_LOT_STATUSES);

/** A lot's card (English: one image per lot, shared by every locale's page), or null when no lot has the id. */
export async function lotSocialCard(id: number): Promise<LotSocialCard | null> {
  const lot = await getLotById(id);
  if (!lot) return null;
  const messages = await messagesOf(DEFAULT_LOCALE);
  const t = createTranslator({ locale: DEFAULT_LOCALE, messages });
  const label = (group: Record<string, string>, key: string) => group[key] ?? key;
  const open = OPEN.has(lot.status);
  return {
    brand: BRAND,
    lotLabel: t('LotCard.lot', { id: String(lot.id) }),
    title: [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' '),
    price: { label: t('Lot.currentBid'), amount: formatUsd(lot.currentBidCents) },
    buyItNow:
      open && lot.buyItNowPriceCents !== null
        ? { label: t('Lot.buyItNow'), amount: formatUsd(lot.buyItNowPriceCents) }
        : null,
    facts: [
      { label: t('Lot.primaryDamage'), value: label(messages.Damage, lot.primaryDamage) },
      { label: t('Lot.location'), value: `${lot.branch.name}, ${lot.branch.state}` },
      { label: t('Lot.odometer'), value: t('LotCard.odometer', { miles: formatCount(lot.odometer) }) },
      { label: t('Lot.status'), value: label(messages.LotStatus, lot.status) },
    ],
    illustration: lot.images[0] ? inlineIllustration(lot.images[0]) : null,
  };
}

/** The home page's card in a locale (English texts where the renderer cannot draw the locale's script). */
export async function homeSocialCard(locale: Locale): Promise<HomeSocialCard> {
  const texts = DRAWN_LOCALES.has(locale) ? locale : DEFAULT_LOCALE;
  const t = createTranslator({ locale: texts, messages: await messagesOf(texts), namespace: 'Home' });
  return { brand: BRAND, headline: t('h1'), lead: t('lead') };
}
