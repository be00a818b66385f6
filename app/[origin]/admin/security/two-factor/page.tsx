import type { Metadata } from 'next';
import { TwoFactorEnrolment } from '@/components/admin/two-factor/two-factor-enrolment';
import { ANY_STAFF } from '@/lib/domain/staff';
import { currentStaff, requireStaffAccountPage } from '@/lib/server/staff/staff-page';
import { enrolled } from '@/lib/server/staff/two-factor-enrolment';

/** Any staff member, second factor or not (app/admin-access.test.ts walks it with every role). */
export const permission = ANY_STAFF;

export const metadata: Metadata = { title: 'Two-step verification' };

/** /admin/security/two-factor: staff enrol an authenticator app; the console sends staff without one here. */
export default async function TwoFactorPage() {
  const staff = await requireStaffAccountPage();
  const [isEnrolled, found] = await Promise.all([enrolled(staff.id), currentStaff()]);
  return (
    <>
      <h1>Two-step verification</h1>
      {isEnrolled ? (
        <p className="admin-lead">
          An authenticator app is set up for your account: you sign in with your password and the app’s code
          (or one of your recovery codes).
        </p>
      ) : (
        <>
          <p className="admin-lead">
            Staff sign in with a second factor: the 6-digit code of an authenticator app on your phone, as
            well as your password. Set it up once here; until then no console page or staff action opens.
          </p>
          {found?.staff?.secondFactor === 'demo' && (
            <p>
              This is a demo account in demo mode: it may work without the second factor, but you can try it
              here.
            </p>
          )}
          <TwoFactorEnrolment />
        </>
      )}
    </>
  );
}
