import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqItems, type FaqEntry } from '@/components/content/faq-items';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadataFor } from '@/lib/server/content/page-metadata-cached';
import { buildMetadata } from '@/lib/server/seo/build-metadata';

type Topic = { title: string; description: string; items: Record<string, FaqEntry> };
type Props = { params: Promise<{ locale: Locale; subpage?: string[] }> };

export const revalidate = 3600;

// Topics render on their first request, then come from the cache.
export function generateStaticParams() {
  return [];
}

async function resolve(params: Props['params']) {
  const { locale, subpage = [] } = await params;
  const t = await getTranslations({ locale, namespace: 'FaqPage' });
  const topics = t.raw('topics') as Record<string, Topic>;
  if (subpage.length > 1) notFound();
  const key = subpage[0];
  const topic = key === undefined ? null : topics[key];
  if (key !== undefined && !topic) notFound();
  return { locale, t, topics, key, topic };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, t, key, topic } = await resolve(params);
  const path = key ? `/faq/${key}` : '/faq';
  return buildMetadata({
    path,
    locale,
    fallback: topic
      ? { title: topic.title, description: topic.description }
      : { title: t('metaTitle'), description: t('metaDescription') },
  });
}

/** /faq lists the topics; /faq/{topic} answers that topic's questions (SPEC §2 "optional subpage"). */
export default async function FaqPage({ params }: Props) {
  const { locale, t, topics, key, topic } = await resolve(params);
  setRequestLocale(locale);
  const meta = await pageMetadataFor(key ? `/faq/${key}` : '/faq', locale);
  if (topic) {
    return (
      <article className="content">
        <p>
          <Link href="/faq">← {t('backToAll')}</Link>
        </p>
        <h1>{meta.h1 || topic.title}</h1>
        <p className="lead">{topic.description}</p>
        <FaqItems items={Object.values(topic.items)} />
      </article>
    );
  }
  return (
    <article className="content">
      <h1>{meta.h1 || t('h1')}</h1>
      <p className="lead">{t('intro')}</p>
      <ul className="topic-list">
        {Object.entries(topics).map(([slug, item]) => (
          <li key={slug}>
            <h2>
              <Link href={`/faq/${slug}`}>{item.title}</Link>
            </h2>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
