'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { apiSend } from '@/lib/api/fetcher';
import { useLocale } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/localized-path';

/**
 * A browser signed out should not go on showing the member's notices (a shared computer): its push subscription is
 * dropped first. Loaded on the click only, so pages carry no push code for it.
 */
async function stopPushHere(): Promise<void> {
  try {
    const push = await import('@/lib/api/push');
    if (push.pushSupported()) await push.unsubscribeThisBrowser();
  } catch {
    // Signing out goes on: a subscription left behind is deleted once its push service calls it gone.
  }
}

/** Ends the session (and this browser's push notices), forgets the member's cached data and goes home. */
export function SignOutButton({ label, errorMessage }: { label: string; errorMessage?: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await stopPushHere();
      await apiSend('POST', 'auth/sign-out');
      queryClient.clear();
      window.location.assign(localizedPath('/', locale));
    } catch {
      setBusy(false);
      toast('error', errorMessage ?? label);
    }
  };
  return (
    <Button theme="is-light-blue" className="account__sign-out" onClick={signOut} disabled={busy}>
      {label}
    </Button>
  );
}
