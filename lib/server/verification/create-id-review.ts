import 'server-only';
import type { Db } from '@/lib/db/client';
import { idReviews } from '@/lib/db/schema';
import type { Locale } from '@/lib/domain/locales';

/** An uploaded id joins the console's queue: its pending review, written in the upload's own transaction. */
export async function createIdReview(
  tx: Db,
  input: { memberId: string; documentId: number; locale: Locale; at?: Date },
): Promise<void> {
  await tx.insert(idReviews).values({
    memberId: input.memberId,
    documentId: input.documentId,
    status: 'pending',
    locale: input.locale,
    ...(input.at ? { createdAt: input.at } : {}),
  });
}
