import type { FormEvent, ReactNode } from 'react';

/**
 * The shell of every form that sends to the API (with useApiForm): the browser's own validation off (the schema
 * speaks, field by field), busy while sending, and `method="post"`: with its script blocked or off, the browser posts
 * to the page itself, never a GET that puts a password or a card number in the URL.
 */
export function ApiForm({
  form,
  testId,
  children,
}: {
  form: { submit: (event: FormEvent) => unknown; busy: boolean };
  testId: string;
  children: ReactNode;
}) {
  return (
    <form
      className="form"
      method="post"
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-busy={form.busy}
      data-testid={testId}
    >
      {children}
    </form>
  );
}
