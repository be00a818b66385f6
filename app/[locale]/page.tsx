import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LotCard } from '@/components/lot/lot-card';
import { listUpcomingLots } from '@/lib/server/lots/list-upcoming-lots';
import { getPageMetadata } from '@/lib/server/content/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  await connection();
  const meta = await getPageMetadata('/', locale);
  return { title: meta.title || undefined, description: meta.description || undefined };
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  await connection(); // inventory changes by the second: render at request time, never at build
  const [t, meta, lots] = await Promise.all([
    getTranslations('Home'),
    getPageMetadata('/', locale),
    listUpcomingLots(24),
  ]);
  return (
    <>
      <section className="hero">
        <h1>{meta.h1}</h1>
        <p>{t('lead')}</p>
      </section>
      <section aria-labelledby="upcoming">
        <h2 id="upcoming">{t('upcoming')}</h2>
        {lots.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <div className="lot-grid">
            {lots.map((lot) => (
              <LotCard key={lot.id} lot={lot} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
