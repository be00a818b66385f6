import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Paragraphs } from '@/components/content/content-page';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadataFor } from '@/lib/server/content/page-metadata-cached';
import { contentMetadata } from '@/lib/server/seo/content-metadata';

type Props = { params: Promise<{ locale: Locale }> };
type Video = { title: string; summary: string; minutes: string; transcript: string };

export const revalidate = 3600;

export async function generateMetadata({ params }: Props) {
  return contentMetadata('VideosPage', '/videos', (await params).locale);
}

/** Helpful video guides, each with its length, summary and full transcript. */
export default async function VideosPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, meta] = await Promise.all([getTranslations('VideosPage'), pageMetadataFor('/videos', locale)]);
  const videos = t.raw('videos') as Record<string, Video>;
  return (
    <article className="content">
      <h1>{meta.h1 || t('h1')}</h1>
      <p className="lead">{t('intro')}</p>
      {Object.entries(videos).map(([key, video]) => (
        <section key={key} aria-labelledby={`video-${key}`} className="video-guide">
          <h2 id={`video-${key}`}>{video.title}</h2>
          <p className="field-hint">{t('durationLabel', { minutes: video.minutes })}</p>
          <p>{video.summary}</p>
          <details>
            <summary>{t('transcriptLabel')}</summary>
            <Paragraphs text={video.transcript} />
          </details>
        </section>
      ))}
    </article>
  );
}
