'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api/fetcher';

/** Ends the staff member's session and goes to the sign-in page. */
export function AdminSignOut() {
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const signOut = async () => {
    setState('busy');
    try {
      await apiSend('POST', 'auth/sign-out');
      // Another root layout: Next loads the sign-in page as a whole new document.
      router.push('/login');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button theme="is-light-blue" onClick={signOut} disabled={state === 'busy'}>
        Sign out
      </Button>
      <span role="status" className="admin-header__status">
        {state === 'failed' ? 'Signing out failed. Try again.' : ''}
      </span>
    </>
  );
}
