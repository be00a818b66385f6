import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { FaqItems } from '@/components/content/faq-items';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadataFor } from '@/lib/server/content/page-metadata-cached';
import { pageOrigin } from '@/lib/server/http/page-origin';

export interface Section {
  heading: string;
  body: string;
}

/** Paragraphs are separated by blank lines in the message files. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </>
  );
}

/**
 * A text page: h1 (from the lookup, else the page's own), intro, its sections in order, breadcrumbs and structured
 * data. `before`/`after` hold a page's own parts.
 */
export async function ContentPage({
  namespace,
  path,
  locale,
  before,
  after,
  values,
}: {
  namespace: string;
  path: string;
  locale: Locale;
  before?: ReactNode;
  after?: ReactNode;
  values?: Record<string, string>;
}) {
  const [t, header, meta] = await Promise.all([
    getTranslations(namespace),
    getTranslations('Header'),
    pageMetadataFor(path, locale),
  ]);
  const sections = (t.has('sections') ? t.raw('sections') : {}) as Record<string, Section>;
  return (
    <article className="content">
      <Breadcrumbs items={meta.breadcrumbs} label={header('breadcrumbs')} />
      <h1>{meta.h1 || t('h1', values)}</h1>
      <p className="lead">{t('intro', values)}</p>
      {before}
      {Object.entries(sections).map(([key, section]) => (
        <section key={key} aria-labelledby={`section-${key}`}>
          <h2 id={`section-${key}`}>{section.heading}</h2>
          <Paragraphs text={section.body} />
        </section>
      ))}
      {after}
      {meta.faq.length > 0 && <FaqItems items={meta.faq} />}
      <PageStructuredData breadcrumbs={meta.breadcrumbs} origin={await pageOrigin()} locale={locale} />
    </article>
  );
}
