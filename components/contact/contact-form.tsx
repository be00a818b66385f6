'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { apiSend, ApiRequestError } from '@/lib/api/fetcher';
import type { ContactErrorKey, ContactMessageInput } from '@/lib/schemas/contact';

type Field = 'name' | 'email' | 'phone' | 'subject' | 'message';
export interface ContactFormLabels {
  fields: Record<Field, string> & { phoneHint: string; submit: string; sending: string; success: string };
  errors: Record<ContactErrorKey | 'rateLimited' | 'generic', string>;
}

const EMPTY: Record<Field, string> = { name: '', email: '', phone: '', subject: '', message: '' };

/** Validates as you submit (the server's own rules), names each bad field, keeps what was typed. */
export function ContactForm({
  labels,
  locale,
}: {
  labels: ContactFormLabels;
  locale: ContactMessageInput['locale'];
}) {
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, ContactErrorKey>>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema loads with the first submit, not with the page.
    const { contactFieldErrors } = await import('@/lib/schemas/contact');
    const found = contactFieldErrors({ ...values, locale });
    setErrors(found as Partial<Record<Field, ContactErrorKey>>);
    if (Object.keys(found).length > 0) {
      document.getElementById(`contact-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await apiSend('POST', '/rest-api/v2/contact-messages', { ...values, locale });
      setValues(EMPTY);
      toast('success', labels.fields.success);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        setErrors((error.fields ?? {}) as Partial<Record<Field, ContactErrorKey>>);
      } else {
        toast(
          'error',
          error instanceof ApiRequestError && error.status === 429
            ? labels.errors.rateLimited
            : labels.errors.generic,
        );
      }
    } finally {
      setSending(false);
    }
  };

  const field = (name: Field, multiline = false) => {
    const error = errors[name];
    const message = error ? (labels.errors[error] ?? labels.errors.generic) : null;
    const common = {
      id: `contact-${name}`,
      name,
      value: values[name],
      'aria-invalid': Boolean(error),
      'aria-describedby':
        [error ? `contact-${name}-error` : '', name === 'phone' ? 'contact-phone-hint' : '']
          .join(' ')
          .trim() || undefined,
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    };
    return (
      <div>
        <label htmlFor={common.id}>{labels.fields[name]}</label>
        {multiline ? (
          <textarea rows={6} {...common} />
        ) : (
          <input
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            autoComplete={name === 'message' || name === 'subject' ? 'off' : name === 'phone' ? 'tel' : name}
            {...common}
          />
        )}
        {name === 'phone' && (
          <p id="contact-phone-hint" className="field-hint">
            {labels.fields.phoneHint}
          </p>
        )}
        {message && (
          <p id={`contact-${name}-error`} className="field-error" role="alert">
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={sending}>
      {field('name')}
      {field('email')}
      {field('phone')}
      {field('subject')}
      {field('message', true)}
      <div>
        <Button type="submit" theme="is-orange" disabled={sending}>
          {sending ? labels.fields.sending : labels.fields.submit}
        </Button>
      </div>
    </form>
  );
}
