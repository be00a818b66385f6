import { LotRoutePage, lotRouteMetadata, type LotRouteParams } from '@/components/lot/lot-route-page';

// Cached like the root lot form (see lot/[slug]/page.tsx).
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: LotRouteParams };

export function generateMetadata({ params }: Props) {
  return lotRouteMetadata(params, 'vehicle');
}

/** /vehicle/{8-digit stock number}-{year}-{title} (SPEC §2's second lot form; it redirects to the root form). */
export default function VehiclePage({ params }: Props) {
  return <LotRoutePage params={params} form="vehicle" />;
}
