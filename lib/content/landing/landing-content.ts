/** Copy for one landing page; each landing page exists in one language only. */
export interface LandingContent {
  locale: 'en' | 'ru' | 'es' | 'ar';
  metaTitle: string;
  metaDescription: string;
  h1: string;
  lead: string;
  cta: string;
  ctaSecondary: string;
  /** 3 to 4 items. */
  benefits: readonly { title: string; body: string }[];
  /** 4 to 6 items. */
  steps: readonly { title: string; body: string }[];
  /** 3 to 4 items. */
  faq: readonly { question: string; answer: string }[];
  closing: string;
}
