import 'server-only';
import { getDb } from '@/lib/db/database';
import { contactMessages } from '@/lib/db/schema';
import type { contactMessageSchema } from '@/lib/schemas/contact';
import type { z } from 'zod';

/** Store a visitor's message; committed before the visitor is told it was received. */
export async function storeContactMessage(
  input: z.output<typeof contactMessageSchema>,
  ipAddress: string,
): Promise<{ id: number }> {
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone || null,
      subject: input.subject,
      message: input.message,
      locale: input.locale,
      ipAddress,
    })
    .returning({ id: contactMessages.id });
  return { id: row!.id };
}
