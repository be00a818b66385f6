import { Link } from '@/lib/i18n/navigation';

export function Logo({ label }: { label: string }) {
  return (
    <Link href="/" className="logo" aria-label={label}>
      Salvage<span>Lane</span>
    </Link>
  );
}
