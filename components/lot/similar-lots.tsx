import { getTranslations } from 'next-intl/server';
import type { LotSummary } from '@/lib/server/lots/lot-summary';
import { LotCard } from './lot-card';

/** A few open lots like this one, server-rendered cards (nothing when there are none). */
export async function SimilarLots({ lots }: { lots: LotSummary[] }) {
  if (lots.length === 0) return null;
  const t = await getTranslations('LotPage');
  return (
    <section aria-labelledby="lot-similar" className="lot-similar" data-testid="similar-lots">
      <h2 id="lot-similar">{t('similar')}</h2>
      <div className="lot-grid">
        {lots.map((lot) => (
          <LotCard key={lot.id} lot={lot} />
        ))}
      </div>
    </section>
  );
}
