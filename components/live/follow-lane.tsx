'use client';

import { useEffect, useRef, useState } from 'react';
import { fill } from '@/lib/domain/fill-template';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { LiveLabels } from './live-labels';
import type { RunlistLot } from './live-runlist';

const FOLLOW_KEY = 'SB.followLane';

/**
 * "Follow the lane": once the page's lot has left the block and another lot is on it, offer that lot's page (keeping
 * `?broadcast`), or go there at once when "follow this lane" is ticked (remembered in this tab's session).
 */
export function FollowLane({
  next,
  keepQuery,
  labels,
}: {
  /** The lot now on the block when it is not the page's lot and the page's lot has had its turn; else null. */
  next: RunlistLot | null;
  keepQuery: string;
  labels: LiveLabels['follow'];
}) {
  const router = useRouter();
  const routerRef = useRef(router);
  const pushed = useRef<string | null>(null);
  useEffect(() => {
    routerRef.current = router;
  });
  // Rendered only in the browser (live mode starts after hydration), so the session can be read at once.
  const [follow, setFollow] = useState(() => window.sessionStorage.getItem(FOLLOW_KEY) === '1');
  const href = next ? `${next.path}${keepQuery}` : null;
  useEffect(() => {
    if (!follow || !href || pushed.current === href) return;
    pushed.current = href;
    routerRef.current.push(href);
  }, [follow, href]);

  const toggle = (on: boolean) => {
    setFollow(on);
    if (on) window.sessionStorage.setItem(FOLLOW_KEY, '1');
    else window.sessionStorage.removeItem(FOLLOW_KEY);
  };
  return (
    <div className="live-follow">
      <label>
        <input
          type="checkbox"
          checked={follow}
          onChange={(e) => toggle(e.target.checked)}
          data-testid="live-follow"
        />{' '}
        {labels.checkbox}
      </label>
      {next && href && (
        <p role="status" data-testid="live-follow-next">
          {fill(labels.next, { title: next.title })} <Link href={href}>{labels.go}</Link>
        </p>
      )}
    </div>
  );
}
