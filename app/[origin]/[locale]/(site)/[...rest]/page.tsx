import { notFound } from 'next/navigation';

// Any path no other route claims: the home-like fallback page with HTTP 404 (app/[locale]/(site)/not-found.tsx).
export default function UnknownPage() {
  notFound();
}
