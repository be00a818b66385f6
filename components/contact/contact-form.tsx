'use client';

import { ApiForm } from '@/components/forms/api-form';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { apiSend, ApiRequestError } from '@/lib/api/fetcher';
import { messageFor, submitErrors } from '@/lib/api/form-errors';
import { contactFieldErrors, type ContactErrorKey, type ContactMessageInput } from '@/lib/schemas/contact';

type Field = 'name' | 'email' | 'phone' | 'subject' | 'message';
export interface ContactFormLabels {
  fields: Record<Field, string> & { phoneHint: string; submit: string; sending: string; success: string };
  errors: Record<ContactErrorKey | 'rateLimited' | 'generic', string>;
}

const EMPTY: Record<Field, string> = { name: '', email: '', phone: '', subject: '', message: '' };
const AUTOCOMPLETE: Record<Exclude<Field, 'message'>, string> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
  subject: 'off',
};

/**
 * Validates as you submit (the server's own rules), names each bad field, keeps what was typed. A refusal that names
 * no field (too many messages, anything unexpected) is told in a toast, as is the success, which empties the form.
 */
export function ContactForm({
  labels,
  locale,
}: {
  labels: ContactFormLabels;
  locale: ContactMessageInput['locale'];
}) {
  const toast = useToast();
  const form = useApiForm(EMPTY, {
    idPrefix: 'contact',
    validate: (values) => contactFieldErrors({ ...values, locale }),
    send: async (values) => {
      try {
        return await apiSend('POST', '/rest-api/v2/contact-messages', { ...values, locale });
      } catch (error) {
        if (!(error instanceof ApiRequestError && error.status === 422))
          toast('error', messageFor(submitErrors(error)._, labels.errors) ?? labels.errors.generic);
        throw error;
      }
    },
    onSuccess: () => {
      form.setValues(EMPTY);
      toast('success', labels.fields.success);
    },
  });
  const error = (name: Field) => (form.errors[name] ? messageFor(form.errors[name], labels.errors) : null);

  const field = (name: Exclude<Field, 'message'>) => (
    <TextField
      id={`contact-${name}`}
      name={name}
      type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
      autoComplete={AUTOCOMPLETE[name]}
      label={labels.fields[name]}
      hint={name === 'phone' ? labels.fields.phoneHint : undefined}
      value={form.values[name]}
      error={error(name)}
      onChange={(e) => form.set(name, e.target.value)}
    />
  );
  const messageError = error('message');

  return (
    <ApiForm form={form} testId="contact-form">
      {field('name')}
      {field('email')}
      {field('phone')}
      {field('subject')}
      <div className="field">
        <label htmlFor="contact-message">{labels.fields.message}</label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          value={form.values.message}
          aria-invalid={Boolean(messageError)}
          aria-describedby={messageError ? 'contact-message-error' : undefined}
          onChange={(e) => form.set('message', e.target.value)}
        />
        {messageError && (
          <p id="contact-message-error" className="field-error" role="alert">
            {messageError}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" theme="is-orange" disabled={form.busy}>
          {form.busy ? labels.fields.sending : labels.fields.submit}
        </Button>
      </div>
    </ApiForm>
  );
}
