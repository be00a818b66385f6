import type { LandingPage } from '@/lib/domain/route-classifier';
import { landing as arabic } from './arabic';
import { landing as howToBuy } from './how-to-buy';
import { landing as kupitAvto } from './kupit-avto-iz-ssha';
import type { LandingContent } from './landing-content';
import { landing as latinAmerica } from './latin-america';
import { landing as salvageAutoAuction } from './salvage-auto-auction';

/** Each landing page's copy, in its one language. */
export const LANDING_CONTENT: Readonly<Record<LandingPage, LandingContent>> = {
  'salvage-auto-auction': salvageAutoAuction,
  'ru-iaai': kupitAvto,
  'es-latin-america': latinAmerica,
  'lp-how-to-buy': howToBuy,
  'ar-iaa': arabic,
};
