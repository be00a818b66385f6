import { BRAND } from '@/lib/domain/brand';
import type { pageMetadata } from '../schema';

type Row = typeof pageMetadata.$inferInsert;
type Locale = 'en' | 'es' | 'ru' | 'pl' | 'ar';
/** [title, description, h1] per locale. */
type Texts = Record<Locale, readonly [string, string, string]>;

const PAGES: Readonly<Record<string, Texts>> = {
  '/': {
    en: [
      'Salvage & Damaged Car Auctions Online',
      'Bid on thousands of salvage, insurance and damaged vehicles. Open to the public, no dealer license needed.',
      'Salvage and damaged car auctions',
    ],
    es: [
      'Subastas de autos siniestrados en línea',
      'Puja por miles de vehículos siniestrados y de aseguradoras. Abierto al público, sin licencia de concesionario.',
      'Subastas de autos siniestrados',
    ],
    ru: [
      'Онлайн-аукцион битых и страховых автомобилей',
      'Делайте ставки на тысячи битых и страховых автомобилей из США. Без дилерской лицензии.',
      'Аукцион битых автомобилей',
    ],
    pl: [
      'Aukcje uszkodzonych samochodów online',
      'Licytuj tysiące uszkodzonych i powypadkowych pojazdów z USA. Bez licencji dealera.',
      'Aukcje uszkodzonych samochodów',
    ],
    ar: [
      'مزادات السيارات المتضررة عبر الإنترنت',
      'زايد على آلاف السيارات المتضررة وسيارات التأمين. متاح للجميع دون رخصة تاجر.',
      'مزادات السيارات المتضررة',
    ],
  },
  '/search': {
    en: [
      'Search Salvage Cars for Sale',
      'Search salvage and damaged vehicles by make, model, year, damage and location.',
      'Search vehicles',
    ],
    es: [
      'Buscar autos siniestrados en venta',
      'Busca vehículos siniestrados por marca, modelo, año, daño y ubicación.',
      'Buscar vehículos',
    ],
    ru: [
      'Поиск битых автомобилей',
      'Ищите битые автомобили по марке, модели, году, повреждению и площадке.',
      'Поиск автомобилей',
    ],
    pl: [
      'Wyszukaj uszkodzone samochody',
      'Szukaj uszkodzonych pojazdów według marki, modelu, roku, uszkodzenia i lokalizacji.',
      'Wyszukaj pojazdy',
    ],
    ar: [
      'ابحث عن سيارات متضررة للبيع',
      'ابحث عن السيارات المتضررة حسب الماركة والطراز والسنة ونوع الضرر والموقع.',
      'ابحث عن المركبات',
    ],
  },
  '/search/buy-it-now': {
    en: [
      'Buy It Now Salvage Cars',
      'Damaged vehicles you can buy today at a fixed price, before the auction.',
      'Buy it now vehicles',
    ],
    es: [
      'Autos siniestrados de compra inmediata',
      'Vehículos que puedes comprar hoy a precio fijo, antes de la subasta.',
      'Compra inmediata',
    ],
    ru: [
      'Битые авто с покупкой сразу',
      'Автомобили, которые можно купить сегодня по фиксированной цене до аукциона.',
      'Купить сейчас',
    ],
    pl: [
      'Samochody Kup Teraz',
      'Pojazdy, które możesz kupić dziś po stałej cenie, przed aukcją.',
      'Kup teraz',
    ],
    ar: ['سيارات الشراء الفوري', 'سيارات يمكنك شراؤها اليوم بسعر ثابت قبل المزاد.', 'اشترِ الآن'],
  },
  '/search/auction-only': {
    en: [
      'Upcoming Salvage Auctions',
      'Vehicles in upcoming live auctions: pre-bid now, bid live on sale day.',
      'Auction vehicles',
    ],
    es: [
      'Próximas subastas',
      'Vehículos en próximas subastas en vivo: oferta previa ahora, puja en vivo el día de la venta.',
      'Vehículos en subasta',
    ],
    ru: [
      'Ближайшие аукционы',
      'Автомобили ближайших живых торгов: предварительная ставка сейчас, живые торги в день продажи.',
      'Автомобили на аукционе',
    ],
    pl: [
      'Nadchodzące aukcje',
      'Pojazdy z nadchodzących aukcji na żywo: licytuj wstępnie teraz, na żywo w dniu sprzedaży.',
      'Pojazdy na aukcji',
    ],
    ar: [
      'المزادات القادمة',
      'سيارات في المزادات المباشرة القادمة: قدّم عرضًا مسبقًا الآن وزايد مباشرة يوم البيع.',
      'سيارات المزاد',
    ],
  },
};

const DAMAGE: Readonly<Record<string, Record<Locale, string>>> = {
  '/collision': { en: 'Collision', es: 'Colisión', ru: 'После ДТП', pl: 'Po kolizji', ar: 'تصادم' },
  '/fire-damage': {
    en: 'Fire Damaged',
    es: 'Dañados por fuego',
    ru: 'После пожара',
    pl: 'Po pożarze',
    ar: 'متضررة بالحريق',
  },
  '/flood-damage': {
    en: 'Flood Damaged',
    es: 'Dañados por inundación',
    ru: 'После наводнения',
    pl: 'Po powodzi',
    ar: 'متضررة بالفيضان',
  },
  '/theft-damage': {
    en: 'Theft Recovered',
    es: 'Recuperados de robo',
    ru: 'После угона',
    pl: 'Odzyskane po kradzieży',
    ar: 'مستردة بعد السرقة',
  },
  '/repossession': {
    en: 'Repossessed',
    es: 'Embargados',
    ru: 'Изъятые за долги',
    pl: 'Zajęte przez komornika',
    ar: 'مستردة بالحجز',
  },
  '/vandalism': {
    en: 'Vandalized',
    es: 'Vandalizados',
    ru: 'После вандализма',
    pl: 'Zdewastowane',
    ar: 'متضررة بالتخريب',
  },
};

const DAMAGE_TEMPLATE: Record<Locale, (d: string) => readonly [string, string, string]> = {
  en: (d) => [
    `${d} Cars for Sale at Auction`,
    `Bid on ${d.toLowerCase()} vehicles at salvage auctions across the US.`,
    `${d} vehicles`,
  ],
  es: (d) => [
    `Autos ${d.toLowerCase()} en subasta`,
    `Puja por vehículos ${d.toLowerCase()} en subastas de todo EE. UU.`,
    `Vehículos: ${d.toLowerCase()}`,
  ],
  ru: (d) => [
    `Автомобили ${d.toLowerCase()} на аукционе`,
    `Ставки на автомобили ${d.toLowerCase()} на аукционах по всем США.`,
    `Автомобили ${d.toLowerCase()}`,
  ],
  pl: (d) => [
    `Samochody ${d.toLowerCase()} na aukcji`,
    `Licytuj pojazdy ${d.toLowerCase()} na aukcjach w całych USA.`,
    `Pojazdy ${d.toLowerCase()}`,
  ],
  ar: (d) => [
    `سيارات ${d} في المزاد`,
    `زايد على سيارات ${d} في المزادات في جميع أنحاء الولايات المتحدة.`,
    `سيارات ${d}`,
  ],
};

const HOME_FAQ = [
  {
    question: 'Do I need a dealer license to buy?',
    answer:
      'No. Members bid through us on vehicles open to the public; some states restrict a few titles, which the lot page marks.',
  },
  {
    question: 'How much can I bid?',
    answer: 'Your buying power is ten times your refundable deposit. The minimum deposit is $600.',
  },
  {
    question: 'What does a salvage title mean?',
    answer:
      'An insurer declared the vehicle a total loss. It must be repaired and inspected before it can be registered for the road in most states.',
  },
];

const NOINDEX = ['/login', '/online-auto-auctions-register'];

/** The page-metadata rows for the main routes in every locale (SPEC §2's per-path lookup). */
export function pageMetadataRows(): Row[] {
  const rows: Row[] = [];
  const locales: Locale[] = ['en', 'es', 'ru', 'pl', 'ar'];
  for (const [path, texts] of Object.entries(PAGES)) {
    for (const locale of locales) {
      const [title, description, h1] = texts[locale];
      rows.push({
        path,
        locale,
        title,
        description,
        h1,
        faq: path === '/' && locale === 'en' ? HOME_FAQ : [],
      });
    }
  }
  for (const [path, names] of Object.entries(DAMAGE)) {
    for (const locale of locales) {
      const [title, description, h1] = DAMAGE_TEMPLATE[locale](names[locale]);
      rows.push({
        path,
        locale,
        title,
        description,
        h1,
        breadcrumbs: [
          { label: BRAND, href: '/' },
          { label: h1, href: path },
        ],
      });
    }
  }
  for (const path of NOINDEX) for (const locale of locales) rows.push({ path, locale, noindex: true });
  return rows;
}

/** Lots the demo's editors have described (the lookup's vehicle overview and condition): the first few generated. */
export const DESCRIBED_LOTS = 3;

interface DescribedLot {
  path: string;
  year: number;
  make: string;
  model: string;
  trim?: string | null;
  primaryDamage: string;
  odometer: number;
  startCode: string;
  hasKeys: boolean;
}

/** English overview and condition text for one lot page. */
export function lotMetadataRow(lot: DescribedLot): Row {
  const name = [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' ');
  const damage = lot.primaryDamage.replace(/-/g, ' ');
  return {
    path: lot.path,
    locale: 'en',
    vehicleOverview: `This ${name} comes to auction with ${damage} damage and ${lot.odometer.toLocaleString('en-US')} miles on the odometer.`,
    vehicleCondition: `Start code: ${lot.startCode.replace(/-/g, ' ')}. Keys: ${lot.hasKeys ? 'present' : 'missing'}. Inspect at the yard before bidding; photos and codes are not a guarantee.`,
  };
}
