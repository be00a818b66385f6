'use client';

import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { TotpQrCode } from './totp-qr-code';
import { apiSend } from '@/lib/api/fetcher';
import { messageFor } from '@/lib/api/form-errors';
import { ADMIN_ROOT } from '@/lib/domain/route-classifier';
import { fieldErrors, twoFactorConfirmSchema, twoFactorEnrolSchema } from '@/lib/schemas/auth';

/** The console is English: the enrolment forms' error keys and their texts. */
const MESSAGES = {
  passwordRequired: 'Enter your password.',
  passwordTooLong: 'That is not your password.',
  currentPasswordWrong: 'The password is not right.',
  codeRequired: 'Enter the 6-digit code from the app.',
  codeWrong: 'The code is not right. Check the app (and your phone’s clock) and try again.',
  rateLimited: 'Too many attempts. Wait 15 minutes and try again.',
  unauthorized: 'Your session has ended. Sign in again.',
  conflict: 'The setup changed meanwhile (another tab?). Reload the page and start again.',
  generic: 'Something went wrong. Please try again.',
};

interface Secret {
  totpUri: string;
  secret: string;
  recoveryCodes: string[];
}

/** The Base32 secret in groups of four, easier to type into an app. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Step one: the password again; answers the new secret and recovery codes. */
function PasswordStep({ onStarted }: { onStarted: (secret: Secret) => void }) {
  const form = useApiForm(
    { password: '' },
    {
      idPrefix: 'enrol',
      validate: (values) => fieldErrors(twoFactorEnrolSchema, values),
      send: (values) => apiSend<Secret>('POST', '/rest-api/v2/admin/two-factor', values),
      onSuccess: onStarted,
    },
  );
  // The server names a wrong password `currentPassword` (the security forms' field); it is this form's password.
  const error = (field: string) =>
    messageFor(
      form.errors[field] ?? (field === 'password' ? form.errors.currentPassword : undefined),
      MESSAGES,
    );
  return (
    <ApiForm form={form} testId="two-factor-password">
      <FormError message={error('_')} />
      <TextField
        id="enrol-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label="Your password"
        value={form.values.password}
        error={error('password')}
        onChange={(e) => form.set('password', e.target.value)}
      />
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy}>
          {form.busy ? 'Checking…' : 'Continue'}
        </Button>
      </div>
    </ApiForm>
  );
}

/** Step two: the secret for the app, then a code from it to confirm. */
function CodeStep({ secret, onConfirmed }: { secret: Secret; onConfirmed: () => void }) {
  const form = useApiForm(
    { code: '' },
    {
      idPrefix: 'enrol',
      validate: (values) => fieldErrors(twoFactorConfirmSchema, values),
      send: (values) => apiSend('POST', '/rest-api/v2/admin/two-factor/confirm', values),
      onSuccess: onConfirmed,
    },
  );
  const error = (field: string) => messageFor(form.errors[field], MESSAGES);
  return (
    <>
      <h2>Add SalvageLane to your authenticator app</h2>
      <ol>
        <li>
          Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…) and
          scan this code, or choose to add an account by entering the setup key below.
          <TotpQrCode uri={secret.totpUri} label="QR code of the authenticator set-up link" />
        </li>
        <li>
          Account: your e-mail. Key: <code data-testid="two-factor-secret">{grouped(secret.secret)}</code>{' '}
          (time based, 6 digits).
        </li>
        <li>
          On a phone with the app: <a href={secret.totpUri}>open the setup link in the authenticator app</a>.
        </li>
      </ol>
      <details>
        <summary>The setup link as text</summary>
        <p>
          <code className="totp-uri">{secret.totpUri}</code>
        </p>
      </details>
      <ApiForm form={form} testId="two-factor-confirm">
        <FormError message={error('_')} />
        <TextField
          id="enrol-code"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          label="The 6-digit code the app shows now"
          value={form.values.code}
          error={error('code')}
          onChange={(e) => form.set('code', e.target.value)}
        />
        <div className="form__actions">
          <Button type="submit" theme="is-orange" disabled={form.busy}>
            {form.busy ? 'Checking…' : 'Turn on two-step verification'}
          </Button>
        </div>
      </ApiForm>
    </>
  );
}

/**
 * Staff's enrolment of an authenticator (TOTP), in three steps: the password, the secret and a code from the app to
 * confirm it, then the recovery codes, shown this once.
 */
export function TwoFactorEnrolment() {
  const [secret, setSecret] = useState<Secret | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  if (!secret) return <PasswordStep onStarted={setSecret} />;
  if (!confirmed) return <CodeStep secret={secret} onConfirmed={() => setConfirmed(true)} />;
  return (
    <section aria-labelledby="recovery-codes" data-testid="two-factor-recovery-codes">
      <h2 id="recovery-codes">Two-step verification is on: keep your recovery codes</h2>
      <p role="status">
        From now on you sign in with your password and the app’s code. If you lose the phone, each of these
        codes signs you in once instead of the app. Store them somewhere safe (a password manager, a
        printout): they are not shown again.
      </p>
      <ul>
        {secret.recoveryCodes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      {/* A full load: the console's navigation opens now that the second factor is on. */}
      <Button theme="is-orange" onClick={() => window.location.assign(ADMIN_ROOT)}>
        Continue to the console
      </Button>
    </section>
  );
}
