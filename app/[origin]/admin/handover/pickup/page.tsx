import Link from 'next/link';
import type { Metadata } from 'next';
import * as z from 'zod/mini';
import { HandoverSummary } from '@/components/admin/handover/handover-summary';
import { PickupForm } from '@/components/admin/handover/pickup-form';
import type { StaffPermission } from '@/lib/domain/staff';
import { gatePassCodeField } from '@/lib/schemas/handover';
import { findByGatePass } from '@/lib/server/handover/mark-pickup';
import { requireStaffPage } from '@/lib/server/staff/staff-page';
import '@/components/admin/handover/admin-handover.css';

/** What a staff member needs to open this page: it releases vehicles. */
export const permission: StaffPermission = 'handover.write';

export const metadata: Metadata = { title: 'Pick up a vehicle' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /admin/handover/pickup: the yard's gate. Scan the gate pass (a handheld scanner types the code and Enter) or type
 * its code: the page finds the lot (?code=, a plain GET form), shows the buyer, the vehicle and the storage, and
 * releases it with one button, which issues the final storage invoice.
 */
export default async function PickupPage({ searchParams }: Props) {
  await requireStaffPage(permission);
  const raw = (await searchParams).code;
  const asked = typeof raw === 'string' ? raw : '';
  const parsed = asked === '' ? null : z.safeParse(gatePassCodeField, asked);
  const code = parsed?.success ? parsed.data : null;
  const found = code ? await findByGatePass(code) : null;
  return (
    <>
      <p>
        <Link href="/admin/handover">All sold lots</Link>
      </p>
      <h1>Pick up a vehicle</h1>
      <form
        className="form admin-filter"
        method="get"
        action="/admin/handover/pickup"
        role="search"
        aria-label="Gate pass"
      >
        <div>
          <label htmlFor="lookup-code">Gate pass code</label>
          <input
            id="lookup-code"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            // The gate's page is for scanning: the field takes the scanner's keystrokes at once.
            autoFocus={!found}
            defaultValue={asked}
            aria-invalid={parsed && !parsed.success ? true : undefined}
            aria-describedby={
              parsed && !parsed.success ? 'lookup-code-hint lookup-code-error' : 'lookup-code-hint'
            }
            data-testid="pickup-lookup-code"
          />
          <p className="field-hint" id="lookup-code-hint">
            Scan the QR code of the gate pass, or type its code (GP-XXXXX-XXXXX).
          </p>
          {parsed && !parsed.success && (
            <p className="field-error" id="lookup-code-error">
              {parsed.error.issues[0]?.message}
            </p>
          )}
        </div>
        <div className="form__actions admin-filter__actions">
          <button type="submit" className="button is-orange" data-testid="pickup-lookup">
            Find the vehicle
          </button>
        </div>
      </form>
      {code && !found && (
        <p className="form__error" role="alert" data-testid="pickup-not-found">
          No gate pass has the code {code}.
        </p>
      )}
      {found && (
        <section className="admin-handover-section" aria-labelledby="found-heading">
          <h2 id="found-heading">
            Lot <Link href={`/admin/handover/${found.lotId}`}>{found.lotId}</Link>: {found.vehicle}
          </h2>
          <HandoverSummary handover={found} />
          {found.pickedUpAt === null ? (
            <PickupForm code={code!} lotId={found.lotId} />
          ) : (
            <p className="notice--action" role="status" data-testid="pickup-done">
              This vehicle has left the yard.
            </p>
          )}
        </section>
      )}
    </>
  );
}
