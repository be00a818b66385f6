import { breadcrumbListJsonLd, faqPageJsonLd, itemListJsonLd } from './json-ld';

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

describe('breadcrumbListJsonLd', () => {
  test('crumbs become ListItems numbered from 1, each with its URL', () => {
    expect(
      breadcrumbListJsonLd([
        { name: 'Home', url: 'https://a.example/' },
        { name: 'Honda', url: 'https://a.example/salvage-honda' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://a.example/' },
        { '@type': 'ListItem', position: 2, name: 'Honda', item: 'https://a.example/salvage-honda' },
      ],
    });
  });
});

describe('itemListJsonLd', () => {
  test('the shown items from their position in the whole result, which numberOfItems counts', () => {
    const list = itemListJsonLd(
      {
        name: 'Salvage Honda',
        url: 'https://a.example/salvage-honda',
        numberOfItems: 120,
        firstPosition: 51,
      },
      [{ name: '2018 Honda Accord', url: 'https://a.example/300000001-2018-honda-accord' }],
    );
    expect(list).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 120,
      url: 'https://a.example/salvage-honda',
    });
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 51,
        name: '2018 Honda Accord',
        url: 'https://a.example/300000001-2018-honda-accord',
      },
    ]);
  });
});
