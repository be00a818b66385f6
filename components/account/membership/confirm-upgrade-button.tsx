'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiSend, ApiRequestError } from '@/lib/api/fetcher';
import type { MembershipTier } from '@/lib/domain/route-classifier';
import { useRouter } from '@/lib/i18n/navigation';

export interface ConfirmUpgradeLabels {
  confirm: string;
  confirming: string;
  errors: { notAnUpgrade: string; upgradePending: string; unauthorized: string; generic: string };
}

const MEMBERSHIP_API = '/rest-api/v2/account/membership';

function errorText(error: unknown, errors: ConfirmUpgradeLabels['errors']): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'not_an_upgrade') return errors.notAnUpgrade;
    if (error.code === 'upgrade_pending') return errors.upgradePending;
    if (error.status === 401) return errors.unauthorized;
  }
  return errors.generic;
}

/** Records the upgrade (subscribe, then confirm-upgrade: it waits for payment) and opens the success page. */
export function ConfirmUpgradeButton({
  membership,
  labels,
}: {
  membership: MembershipTier;
  labels: ConfirmUpgradeLabels;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiSend('POST', `${MEMBERSHIP_API}/subscribe`, { membership });
      await apiSend('POST', `${MEMBERSHIP_API}/confirm-upgrade`, { membership });
      router.push('/myaccount/success-upgrade');
    } catch (failure) {
      setError(errorText(failure, labels.errors));
      setBusy(false);
    }
  };
  return (
    <div className="form__actions">
      <Button theme="is-orange" onClick={confirm} disabled={busy} data-testid="confirm-upgrade">
        {busy ? labels.confirming : labels.confirm}
      </Button>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
