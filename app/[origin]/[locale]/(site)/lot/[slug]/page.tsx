import { LotRoutePage, lotRouteMetadata, type LotRouteParams } from '@/components/lot/lot-route-page';

// A lot page is the same for every reader (the member's part and the clock are the browser's): rendered once, then
// served from Next's cache while the lots and auction it shows keep their revisions (lib/server/cache), re-rendered
// at the latest after five minutes for what it shows without tags (which lots are similar, the runlist's titles, "sells
// today"; their bids are tagged).
export const revalidate = 300;

// No lot is prerendered at build time (the build never opens the database): each renders on its first request.
export function generateStaticParams() {
  return [];
}

type Props = { params: LotRouteParams };

export function generateMetadata({ params }: Props) {
  return lotRouteMetadata(params, 'root');
}

/** SPEC §2's lot page at `/{9-digit id}-{year}-{title}` (the URL the browser shows; middleware renders it from here). */
export default function RootLotPage({ params }: Props) {
  return <LotRoutePage params={params} form="root" />;
}
