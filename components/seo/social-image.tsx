import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { SOCIAL_IMAGE_MAX_AGE_SECONDS, SOCIAL_IMAGE_SIZE } from '@/lib/domain/social-image';
import type { HomeSocialCard, LotSocialCard } from '@/lib/server/seo/social-cards';

/*
 * The raster og:image and twitter:image of lots and the home page, drawn by next/og (Satori + Resvg) with its built-in
 * font: every element with more than one child is a flex box, styles inline (Satori's subset of CSS).
 */

const NAVY = '#0b4f8a';
const ORANGE = '#f28c28';

function Brand({ name, size }: { name: string; size: number }) {
  // "SalvageLane" as the logo writes it: the second word in orange (Satori spaces two text boxes apart: pulled back).
  const split = name.search(/[A-Z][a-z]*$/);
  return (
    <div style={{ display: 'flex', fontSize: size, color: '#ffffff' }}>
      <span>{split > 0 ? name.slice(0, split) : name}</span>
      {split > 0 && (
        <span style={{ color: ORANGE, marginLeft: -Math.round(size * 0.17) }}>{name.slice(split)}</span>
      )}
    </div>
  );
}

/** Long titles in smaller type, so that make, model and trim stay on two lines at most. */
function titleSize(title: string): number {
  if (title.length > 34) return 38;
  return title.length > 18 ? 46 : 54;
}

function LotCard({ card }: { card: LotSocialCard }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        height: '100%',
        background: '#f4f6f9',
      }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          background: NAVY,
          padding: '24px 48px',
        }}
      >
        <Brand name={card.brand} size={40} />
        <div style={{ display: 'flex', fontSize: 30, color: '#dbe6f2' }}>{card.lotLabel}</div>
      </div>
      <div style={{ display: 'flex', flex: 1, padding: '36px 48px', gap: 40 }}>
        {card.illustration && (
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 500,
              background: '#ffffff',
              borderRadius: 16,
              border: '2px solid #d5dce5',
            }}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image */}
            <img src={card.illustration} width={480} height={240} alt="" />
          </div>
        )}
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, justifyContent: 'space-between' }}>
          <div
            style={{ display: 'flex', fontSize: titleSize(card.title), color: '#14202e', lineHeight: 1.1 }}
          >
            {card.title}
          </div>
          <div style={{ display: 'flex', gap: 36 }}>
            <Price label={card.price.label} amount={card.price.amount} color={NAVY} />
            {card.buyItNow && (
              <Price label={card.buyItNow.label} amount={card.buyItNow.amount} color="#1e7b34" />
            )}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            {card.facts.map((fact) => (
              <div key={fact.label} style={{ display: 'flex', fontSize: 26, color: '#3a4756' }}>
                <span style={{ color: '#6b7785', marginRight: 12 }}>{fact.label}:</span>
                <span>{fact.value}</span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

function Price({ label, amount, color }: { label: string; amount: string; color: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column' }}>
      <span style={{ fontSize: 24, color: '#6b7785' }}>{label}</span>
      <span style={{ fontSize: 56, color }}>{amount}</span>
    </div>
  );
}

function HomeCard({ card }: { card: HomeSocialCard }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        width: '100%',
        height: '100%',
        padding: '64px 80px',
        background: `linear-gradient(135deg, ${NAVY} 0%, #06305a 100%)`,
        gap: 32,
      }}
    >
      <Brand name={card.brand} size={64} />
      <div style={{ display: 'flex', fontSize: 68, color: '#ffffff', lineHeight: 1.1 }}>{card.headline}</div>
      <div style={{ display: 'flex', fontSize: 32, color: '#dbe6f2', lineHeight: 1.35 }}>{card.lead}</div>
      <div style={{ display: 'flex', width: 160, height: 10, background: ORANGE, borderRadius: 5 }} />
    </div>
  );
}

function png(element: ReactElement): ImageResponse {
  return new ImageResponse(element, {
    ...SOCIAL_IMAGE_SIZE,
    // Public, for minutes: a lot's bid changes, and social sites fetch the image again now and then.
    headers: { 'cache-control': `public, max-age=${SOCIAL_IMAGE_MAX_AGE_SECONDS}` },
  });
}

/** A lot's 1200 x 630 PNG: title, current bid (and buy-it-now price), damage, location, odometer, status, brand. */
export function lotSocialImage(card: LotSocialCard): ImageResponse {
  return png(<LotCard card={card} />);
}

/** The home page's 1200 x 630 PNG in one locale. */
export function homeSocialImage(card: HomeSocialCard): ImageResponse {
  return png(<HomeCard card={card} />);
}
