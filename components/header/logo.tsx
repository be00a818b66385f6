import { SiteLink } from '@/components/ui/site-link';

export function Logo({ label }: { label: string }) {
  return (
    <SiteLink href="/" className="logo" aria-label={label}>
      Salvage<span>Lane</span>
    </SiteLink>
  );
}
