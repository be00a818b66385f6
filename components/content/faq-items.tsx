import { faqPageJsonLd } from '@/lib/domain/json-ld';
import { JsonLd } from '@/components/seo/json-ld';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Questions as disclosure widgets, with FAQPage structured data. */
export function FaqItems({ items }: { items: FaqEntry[] }) {
  return (
    <div className="faq-list">
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
      <JsonLd data={faqPageJsonLd(items)} />
    </div>
  );
}
