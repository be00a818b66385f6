'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useMember, MEMBER_QUERY_KEY } from '@/lib/api/member';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api/fetcher';
import { takeSignInTarget } from '@/lib/api/after-sign-in';
import { useLocale } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/localized-path';

export interface AcceptTermsLabels {
  notice: string;
  accept: string;
  accepting: string;
  changed: string;
  failed: string;
}

/**
 * SPEC §4: a signed-in member who has not accepted this version sees why they are here and accepts; then they go
 * where they were going (the `next` the redirect carried, else the remembered sign-in target, else home).
 */
export function AcceptTerms({ version, labels }: { version: number; labels: AcceptTermsLabels }) {
  const { data: member } = useMember();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'sending' | 'changed' | 'failed'>('idle');
  if (!member || member.acceptedTermsVersion === version) return null;

  const accept = async () => {
    setState('sending');
    try {
      await apiSend('POST', 'member/accept-terms', { version });
      await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
      window.location.assign(takeSignInTarget(localizedPath('/', locale)));
    } catch (error) {
      const status = (error as { status?: number }).status;
      setState(status === 409 ? 'changed' : 'failed');
    }
  };

  return (
    <div
      className="notice notice--action"
      role="region"
      aria-label={labels.notice}
      data-testid="accept-terms"
    >
      <p>{labels.notice}</p>
      {state === 'changed' && <p className="form__error">{labels.changed}</p>}
      {state === 'failed' && <p className="form__error">{labels.failed}</p>}
      <Button theme="is-orange" onClick={accept} disabled={state === 'sending'}>
        {state === 'sending' ? labels.accepting : labels.accept}
      </Button>
    </div>
  );
}
