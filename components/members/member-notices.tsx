'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import * as z from 'zod/mini';
import { useToast, type ToastKind } from '@/components/ui/toast';
import { lotBiddingQueryKey } from '@/lib/api/bidding';
import { MEMBER_QUERY_KEY, useMember } from '@/lib/api/member';
import { fill } from '@/lib/domain/fill-template';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import type { OfferEvent } from '@/lib/domain/offers';
import { MEMBER_NOTICE_EVENT, type MemberNotice } from '@/lib/live/notice-events';
import { memberNoticeSchema } from '@/lib/schemas/live-feed';

/** Raw templates: {title}, {price}, {current}, {minimum}, {deadline} are filled in the browser. */
export interface MemberNoticeLabels {
  outbid: string;
  won: string;
  onApproval: string;
  lost: string;
  notSold: string;
  /** A lot's sale was cancelled and the member's pre-bid released: {title}. */
  saleCancelled: string;
  /** An offer's or a bid on approval's news, by event: {title}, {price}, {deadline} (a counter's). */
  offer: Record<OfferEvent, string>;
}

/**
 * A notice as the feed sent it, read through its schema (the wire's dollars become `Cents`): anything else is ignored
 * rather than shown half-filled.
 */
export function readNotice(payload: unknown): MemberNotice<Cents> | null {
  const read = z.safeParse(memberNoticeSchema, payload);
  return read.success ? read.data : null;
}

/** The toast for a notice: its kind and its text in the page's language. */
export function noticeToast(notice: MemberNotice<Cents>, labels: MemberNoticeLabels): [ToastKind, string] {
  const title = notice.title;
  switch (notice.kind) {
    case 'outbid':
      return [
        'error',
        fill(labels.outbid, {
          title,
          current: formatUsd(notice.currentBid),
          minimum: formatUsd(notice.minimumBid),
        }),
      ];
    case 'won':
      return ['success', fill(labels.won, { title, price: formatUsd(notice.price) })];
    case 'on-approval':
      return ['info', fill(labels.onApproval, { title, price: formatUsd(notice.price) })];
    case 'lost':
      return notice.price === null
        ? ['info', fill(labels.notSold, { title })]
        : ['info', fill(labels.lost, { title, price: formatUsd(notice.price) })];
    case 'sale-cancelled':
      return ['info', fill(labels.saleCancelled, { title })];
    case 'offer':
      return [
        OFFER_TOAST_KINDS[notice.event],
        fill(labels.offer[notice.event], {
          title,
          price: notice.price === null ? '' : formatUsd(notice.price),
          deadline:
            notice.expiresAt === null
              ? ''
              : new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }).format(new Date(notice.expiresAt)),
        }),
      ];
  }
}

/** The toast's kind of each offer event: good news green, a refusal or an end red, a counter to answer blue. */
const OFFER_TOAST_KINDS: Readonly<Record<OfferEvent, ToastKind>> = {
  countered: 'info',
  'offer-accepted': 'success',
  'bid-rejected': 'error',
  'offer-rejected': 'error',
  expired: 'error',
  lapsed: 'info',
};

/** Run `work` when the browser is idle (or after a short delay where it has no idle callback); cancellable. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 1_000);
  return () => window.clearTimeout(timer);
}

/**
 * A signed-in member's notices from the live feed (outbid, won, lost...): a toast each, and a refresh of that lot's
 * bid box and of the header's badges. The Socket.IO client loads only for members, once the page is idle, so it
 * stays out of every page's first load; it disconnects on sign-out.
 */
export function MemberNotices({ labels }: { labels: MemberNoticeLabels }) {
  const { data: member } = useMember();
  const memberId = member?.id ?? null;
  const show = useToast();
  const queryClient = useQueryClient();
  // The latest texts and callbacks without reconnecting when they change identity.
  const latest = useRef({ labels, show, queryClient });
  useEffect(() => {
    latest.current = { labels, show, queryClient };
  });

  useEffect(() => {
    if (memberId === null) return;
    let socket: Socket | undefined;
    let closed = false;
    const cancelIdle = whenIdle(() => {
      import('socket.io-client')
        .then(({ io }) => {
          if (closed) return;
          socket = io({ path: '/socket', withCredentials: true });
          socket.on(MEMBER_NOTICE_EVENT, (payload: unknown) => {
            const notice = readNotice(payload);
            if (!notice) return;
            const { labels: texts, show: toast, queryClient: client } = latest.current;
            toast(...noticeToast(notice, texts));
            void client.invalidateQueries({ queryKey: lotBiddingQueryKey(notice.lotId) });
            void client.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
          });
        })
        // Without the feed the member still gets the e-mail and sees the change on the next load.
        .catch(() => undefined);
    });
    return () => {
      closed = true;
      cancelIdle();
      socket?.disconnect();
    };
  }, [memberId]);

  return null;
}
