import 'server-only';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { mailOutbox } from '@/lib/db/schema';
import { BRAND } from '@/lib/domain/brand';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';

const log = logger('mail');

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A name for the kind of mail (recovery-password, saved-search-digest...), kept in the outbox. */
  template: string;
}

let transport: Transporter | undefined;

function smtpTransport(url: string): Transporter {
  transport ??= nodemailer.createTransport(url);
  return transport;
}

/**
 * Every mail is written to the outbox first. With SMTP_URL nodemailer sends it and the row records the outcome;
 * without it the row is written as "logged" and the text goes to the log (a local install has no mail server).
 */
export async function sendMail(mail: Mail): Promise<void> {
  const send = await queueMail(await getDb(), mail);
  await send();
}

/**
 * Write a mail to the outbox inside the caller's transaction (so it exists exactly when the caller's writes do) and
 * return a function that sends it once that transaction has committed. Without SMTP_URL the row is written as
 * "logged" and sending only logs it.
 */
export async function queueMail(tx: Db, mail: Mail): Promise<() => Promise<void>> {
  const url = env().SMTP_URL;
  const values = { to: mail.to, subject: mail.subject, text: mail.text, template: mail.template };
  const [row] = await tx
    .insert(mailOutbox)
    .values({ ...values, status: url ? 'pending' : 'logged' })
    .returning({ id: mailOutbox.id });
  const id = row!.id;
  return async () => {
    if (!url) {
      log.info(`mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
      return;
    }
    await deliver(url, id, mail);
  };
}

async function deliver(url: string, id: number, mail: Mail): Promise<void> {
  const db = await getDb();
  try {
    await smtpTransport(url).sendMail({
      from: `${BRAND} <no-reply@${new URL(url).hostname}>`,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date(), attempts: 1 })
      .where(eq(mailOutbox.id, id));
  } catch (error) {
    log.error(`mail ${id} to ${mail.to} failed`, error);
    await db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: 1, lastError: String(error) })
      .where(eq(mailOutbox.id, id));
  }
}
