import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FaqItems } from '@/components/content/faq-items';
import { LANDING_CONTENT } from '@/lib/content/landing';
import { LANDING_PAGES, type LandingPage as LandingKey } from '@/lib/domain/route-classifier';
import { Link } from '@/lib/i18n/navigation';
import { landingPageMetadata } from '@/lib/server/seo/landing-metadata';

/** A landing page answers only at its exact path, in its own language (SPEC §2: no locale prefix of its own). */
export function landingFor(page: LandingKey, locale: string) {
  const content = LANDING_CONTENT[page];
  if (LANDING_PAGES[page].locale !== locale) notFound();
  return content;
}

/** generateMetadata of a landing page (404 under any locale but its own): lib/server/seo/landing-metadata. */
export async function landingMetadata(page: LandingKey, locale: string): Promise<Metadata> {
  landingFor(page, locale);
  return landingPageMetadata(page);
}

export function LandingPage({ page, locale }: { page: LandingKey; locale: string }) {
  const c = landingFor(page, locale);
  return (
    <article className="landing">
      <header className="landing__hero">
        <div className="container">
          <p className="logo">
            Salvage<span>Lane</span>
          </p>
          <h1>{c.h1}</h1>
          <p className="lead">{c.lead}</p>
          <p className="landing__actions">
            <Link href="/online-auto-auctions-register" className="button is-orange">
              {c.cta}
            </Link>
            <Link href="/membership" className="button is-light-blue">
              {c.ctaSecondary}
            </Link>
          </p>
        </div>
      </header>
      <div className="container landing__body">
        <section className="landing__benefits">
          {c.benefits.map((b) => (
            <div key={b.title}>
              <h2>{b.title}</h2>
              <p>{b.body}</p>
            </div>
          ))}
        </section>
        <section>
          <ol className="landing__steps">
            {c.steps.map((s) => (
              <li key={s.title}>
                <h2>{s.title}</h2>
                <p>{s.body}</p>
              </li>
            ))}
          </ol>
        </section>
        <section>
          <FaqItems items={[...c.faq]} />
        </section>
        <p className="lead">{c.closing}</p>
        <p>
          <Link href="/online-auto-auctions-register" className="button is-orange">
            {c.cta}
          </Link>
        </p>
      </div>
    </article>
  );
}
