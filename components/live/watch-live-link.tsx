'use client';

import { useBroadcastParam } from './use-broadcast-param';

/**
 * "Watch live" / "Join the live auction" on a lot page: a plain link to the lot's live view, in the server HTML. Gone
 * once the page is in live mode (`?broadcast`), where the live panel takes its place.
 */
export function WatchLiveLink({ href, label, note }: { href: string; label: string; note?: string }) {
  const broadcast = useBroadcastParam();
  if (broadcast !== null) return null;
  return (
    <p className="live-invitation">
      {note && <span className="live-invitation__note">{note}</span>}
      <a className="button is-red" href={href} data-testid="watch-live">
        {label}
      </a>
    </p>
  );
}
