import { faqPageJsonLd } from './json-ld';

describe('faqPageJsonLd', () => {
  test('questions and answers become a FAQPage', () => {
    expect(faqPageJsonLd([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
  });

  test('an empty list is an empty FAQPage', () => {
    expect(faqPageJsonLd([])).toMatchObject({ '@type': 'FAQPage', mainEntity: [] });
  });
});
