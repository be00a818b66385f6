/** @jest-environment node */
// The JSON-LD the pages render, read back from their HTML and held to schema.org's own vocabulary (test/schema-org).
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { FaqItems } from '@/components/content/faq-items';
import { lotBreadcrumbs } from '@/lib/domain/lot-breadcrumbs';
import { vehicleJsonLd, type JsonLdLot } from '@/lib/domain/lot-json-ld';
import { lotPathOf } from '@/lib/domain/lot-route';
import { cents, ZERO_CENTS } from '@/lib/domain/money';
import { searchBreadcrumbs } from '@/lib/domain/search-breadcrumbs';
import type { LotSummary } from '@/lib/server/lots/lot-summary';
import en from '@/messages/en.json' with { type: 'json' };
import { setRootOrigin } from '@/test/root-params';
import { isSchemaOrgType, jsonLdIn, schemaOrgIssues } from '@/test/schema-org';
import { JsonLd } from './json-ld';
import { PageStructuredData } from './page-structured-data';
import { SearchItemList } from './search-item-list';

const ORIGIN = 'https://lane.example:8443';

async function html(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(<>{node}</>);
  await stream.allReady;
  return new Response(stream).text();
}

type Node = Record<string, unknown>;

/** Every node of a document (the root and each nested object with a @type). */
function nodesOf(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (value === null || typeof value !== 'object') return [];
  const node = value as Node;
  const nested = Object.values(node).flatMap(nodesOf);
  return '@type' in node ? [node, ...nested] : nested;
}

/** The values of the properties that hold links: url, item, image, @id. */
function linksOf(document: unknown): string[] {
  return nodesOf(document).flatMap((node) =>
    ['url', 'item', 'image', '@id'].flatMap((key) => {
      const value = node[key];
      return typeof value === 'string'
        ? [value]
        : Array.isArray(value)
          ? value.filter((v) => typeof v === 'string')
          : [];
    }),
  );
}

/** Held to the vocabulary, every @type a schema.org type, every link absolute on the page's origin. */
function expectValid(documents: unknown[]): void {
  for (const document of documents) {
    expect(schemaOrgIssues(document)).toEqual([]);
    for (const node of nodesOf(document)) expect(isSchemaOrgType(String(node['@type']))).toBe(true);
    for (const link of linksOf(document)) expect(link.startsWith(`${ORIGIN}/`) || link === ORIGIN).toBe(true);
  }
}

const lot: JsonLdLot & { makeSlug: string; modelSlug: string } = {
  id: 300000001,
  vin: '1HGCM82633A004352',
  year: 2003,
  make: 'Honda',
  makeSlug: 'honda',
  model: 'Accord',
  modelSlug: 'accord',
  trim: 'EX',
  vehicleType: 'automobile',
  bodyStyle: 'sedan',
  color: 'Blue',
  engine: '2.4L I4',
  fuel: 'gas',
  drive: 'FWD',
  transmission: 'automatic',
  odometer: 123_456,
  images: ['/lot-images/sedan/blue/front-end/1.svg'],
  status: 'pre-bidding',
  saleDate: new Date('2030-01-10T15:00:00Z'),
  currentBidCents: cents(125_000),
  buyItNowPriceCents: null,
};

const summary = (id: number, model: string): LotSummary => ({
  id,
  stockNumber: String(id).slice(1),
  year: 2019,
  make: 'Toyota',
  model,
  trim: null,
  primaryDamage: 'front-end',
  odometer: 50_000,
  odometerBrand: 'actual',
  titleType: 'salvage',
  titleState: 'TX',
  startCode: 'starts',
  image: '/lot-images/sedan/red/front-end/1.svg',
  saleDate: null,
  currentBidCents: ZERO_CENTS,
  buyItNowPriceCents: null,
  status: 'upcoming',
  branchName: 'Dallas',
  branchState: 'TX',
  timeZone: 'America/Chicago',
});

beforeAll(() => setRootOrigin(ORIGIN));

describe('structured data against the schema.org vocabulary', () => {
  test('the lot page: a Car with its Offer, and the BreadcrumbList of its trail', async () => {
    const path = lotPathOf(lot);
    const url = `${ORIGIN}/es${path}`;
    const crumbs = lotBreadcrumbs(lot, path, { home: 'Inicio', search: 'Buscar' });
    const documents = jsonLdIn(
      await html(
        <>
          <PageStructuredData breadcrumbs={crumbs} origin={ORIGIN} locale="es" />
          <JsonLd
            data={vehicleJsonLd(lot, { url, origin: ORIGIN, manufacturer: 'Honda', seller: 'SalvageLane' })}
          />
        </>,
      ),
    );
    expect(documents.map((d) => (d as Node)['@type'])).toEqual(['BreadcrumbList', 'Car']);
    expectValid(documents);
    expect(documents[1]).toMatchObject({
      url,
      driveWheelConfiguration: 'https://schema.org/FrontWheelDriveConfiguration',
      offers: {
        '@type': 'Offer',
        price: '1250',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url,
        seller: { '@type': 'Organization', name: 'SalvageLane', url: ORIGIN },
      },
    });
    expect(documents[0]).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Inicio', item: `${ORIGIN}/es` },
        { position: 2, item: `${ORIGIN}/es/search` },
        { position: 3, item: `${ORIGIN}/es/salvage-honda` },
        { position: 4, item: `${ORIGIN}/es/search?makes=honda&models=accord` },
        { position: 5, item: url },
      ],
    });
  });

  test('a motorcycle is a Motorcycle and a truck a Vehicle, both with their Offer', () => {
    const extra = { url: `${ORIGIN}/x`, origin: ORIGIN, manufacturer: null, seller: 'SalvageLane' };
    for (const [vehicleType, type] of [
      ['motorcycle', 'Motorcycle'],
      ['truck', 'Vehicle'],
      ['suv', 'Car'],
    ] as const) {
      const document = vehicleJsonLd({ ...lot, vehicleType, status: 'sold' }, extra);
      expect(document['@type']).toBe(type);
      expectValid([document]);
    }
  });

  test('a search page: an ItemList of its lots, positions counted across pages, and its BreadcrumbList', async () => {
    const lots = [summary(300000101, 'Camry'), summary(300000102, 'Corolla')];
    const path = '/salvage-toyota';
    const documents = jsonLdIn(
      await html(
        <>
          <PageStructuredData
            breadcrumbs={searchBreadcrumbs(path, 'Salvage Toyota', {
              home: 'Home',
              search: 'Search vehicles',
            })}
            origin={ORIGIN}
            locale="en"
          />
          {await SearchItemList({
            heading: 'Salvage Toyota',
            path,
            locale: 'en',
            lots,
            total: 42,
            firstPosition: 21,
          })}
        </>,
      ),
    );
    expect(documents.map((d) => (d as Node)['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    expectValid(documents);
    expect(documents[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Salvage Toyota',
      url: `${ORIGIN}/salvage-toyota`,
      numberOfItems: 42,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 21,
          name: '2019 Toyota Camry',
          url: `${ORIGIN}${lotPathOf(lots[0]!)}`,
        },
        {
          '@type': 'ListItem',
          position: 22,
          name: '2019 Toyota Corolla',
          url: `${ORIGIN}${lotPathOf(lots[1]!)}`,
        },
      ],
    });
  });

  test('a FAQ that shows: the questions on the page and a FAQPage of the same questions', async () => {
    const items = Object.values(en.FaqPage.topics.bidding.items);
    const page = await html(<FaqItems items={items} />);
    const documents = jsonLdIn(page);
    expect(documents).toHaveLength(1);
    expectValid(documents);
    const questions = (documents[0] as { mainEntity: { name: string }[] }).mainEntity.map((q) => q.name);
    expect(questions).toEqual(items.map((item) => item.question));
    expect(page).toContain('<summary>What is a pre-bid?</summary>');
  });

  test('no trail, no BreadcrumbList', async () => {
    expect(jsonLdIn(await html(<PageStructuredData breadcrumbs={[]} origin={ORIGIN} locale="en" />))).toEqual(
      [],
    );
  });

  test('the check itself finds what schema.org would refuse', () => {
    expect(
      schemaOrgIssues({
        '@context': 'https://schema.org',
        '@type': 'Car',
        name: 'x',
        horsePower: 300,
        url: '/relative',
        brand: { '@type': 'Brnad', name: 'x' },
        offers: {
          '@type': 'Offer',
          availability: 'https://schema.org/InStok',
          price: '1',
          seller: { '@type': 'Question' },
        },
        mileageFromOdometer: 'many',
      }),
    ).toEqual([
      '$.horsePower: Car has no property horsePower',
      '$.url: "/relative" is neither text nor an absolute URL where one is expected',
      '$.brand: a Brnad where Brand or Organization is expected',
      '$.brand: @type Brnad is not a schema.org type',
      '$.offers.availability: https://schema.org/InStok is not a member of ItemAvailability',
      '$.offers.seller: a Question where Organization or Person is expected',
      '$.mileageFromOdometer: "many" is neither text nor an absolute URL where one is expected',
    ]);
    expect(
      schemaOrgIssues({ '@context': 'https://schema.org', '@type': 'FAQPage', name: { '@type': 'Thing' } }),
    ).toEqual(['$.name: a node where only a literal is expected']);
  });
});
