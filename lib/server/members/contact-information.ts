import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { members } from '@/lib/db/schema';
import type { ContactInformation } from '@/lib/schemas/contact-information';
import { ApiError } from '../http/api-error';

const columns = {
  firstName: members.firstName,
  lastName: members.lastName,
  phone: members.phone,
  addressLine1: members.addressLine1,
  addressLine2: members.addressLine2,
  city: members.city,
  region: members.region,
  postalCode: members.postalCode,
  countryIso2: members.countryIso2,
};

type Row = { [K in keyof typeof columns]: string | null };

/** A row as the API answers it: missing values as ''. */
function recordOf(row: Row): ContactInformation {
  return {
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    phone: row.phone ?? '',
    addressLine1: row.addressLine1 ?? '',
    addressLine2: row.addressLine2 ?? '',
    city: row.city ?? '',
    region: row.region ?? '',
    postalCode: row.postalCode ?? '',
    countryIso2: row.countryIso2 ?? '',
  };
}

/** The contact information of this member (only theirs: the id comes from the session). */
export async function readContactInformation(memberId: string): Promise<ContactInformation> {
  const db = await getDb();
  const [row] = await db.select(columns).from(members).where(eq(members.id, memberId));
  if (!row) throw ApiError.unauthorized();
  return recordOf(row);
}

/**
 * Saves the member's contact information (already checked by the schema) and keeps their display name in step.
 * Optional parts left empty are stored as null. The country decides isDomestic in member/me.
 */
export async function updateContactInformation(
  memberId: string,
  input: ContactInformation,
): Promise<ContactInformation> {
  const db = await getDb();
  const [row] = await db
    .update(members)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      name: `${input.firstName} ${input.lastName}`.trim(),
      phone: input.phone,
      addressLine1: input.addressLine1,
      addressLine2: input.addressLine2 || null,
      city: input.city,
      region: input.region || null,
      postalCode: input.postalCode || null,
      countryIso2: input.countryIso2,
      updatedAt: new Date(),
    })
    .where(eq(members.id, memberId))
    .returning(columns);
  if (!row) throw ApiError.unauthorized();
  return recordOf(row);
}
