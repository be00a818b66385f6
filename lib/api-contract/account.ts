import { contactInformationSchema } from '@/lib/schemas/contact-information';
import { emailChangeSchema, passwordChangeSchema } from '@/lib/schemas/security';
import { acceptTermsSchema } from '@/lib/schemas/terms';
import type { Operation } from './operation';
import { bool, constant, int, nullable, object, oneOf, str } from './shapes';

const tag = 'Account';

/** The member's own record: member/me, terms, contact information and the security forms. */
export const accountOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v1.0/member/me',
    tag,
    summary: 'The current member (SPEC §3)',
    description: 'Slides the session cookie forward and refreshes a stale claims cookie.',
    access: 'member',
    success: {
      description: 'The member.',
      data: object(
        {
          id: str,
          first_name: str,
          email: str,
          country_iso_2: str,
          buyer_power: object({ amount: int, amountCents: int }),
          acceptedTermsVersion: nullable(int),
          signUpTimestamp: int,
          membership: object({ name: str }),
          lotPurchasesCount: int,
          activeBidsCount: int,
          watchlistCurrentCnt: int,
          isDomestic: bool,
          isCompany: bool,
          idVerification: oneOf('none', 'pending', 'approved', 'rejected'),
        },
        { description: 'MemberMe (lib/schemas/member.ts).' },
      ),
    },
  },
  {
    method: 'post',
    path: '/rest-api/v1.0/member/accept-terms',
    tag,
    summary: 'Accept the current terms',
    description: 'The claims cookie follows at once. An older version than the current one is a 409.',
    access: 'member',
    body: { json: acceptTermsSchema },
    success: { description: 'Accepted.', data: object({ acceptedTermsVersion: int }) },
    errors: { 409: ['terms_changed'] },
  },
  {
    method: 'get',
    path: '/rest-api/v2/account/contact-information',
    tag,
    summary: 'The member’s name, phone, address and country',
    access: 'member',
    success: { description: 'The saved record.', data: contactInformationSchema },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/contact-information',
    tag,
    summary: 'Save the contact information',
    description: 'The state and postal code are checked for the chosen country (422 naming the field).',
    access: 'member',
    body: { json: contactInformationSchema },
    success: { description: 'The saved record.', data: contactInformationSchema },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/security/email',
    tag,
    summary: 'A new sign-in e-mail, confirmed with the current password',
    description: 'The old address gets a notice. A wrong current password is a 422 naming it.',
    access: 'member',
    body: { json: emailChangeSchema },
    success: { description: 'Changed.', data: object({ email: str }) },
    errors: { 429: ['server_busy'] },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/security/password',
    tag,
    summary: 'A new password, confirmed with the current one',
    description: 'Every other session ends; this browser gets a new session cookie and claims.',
    access: 'member',
    body: { json: passwordChangeSchema },
    success: { description: 'Changed.', data: object({ passwordChanged: constant(true) }) },
    errors: { 429: ['server_busy'] },
  },
];
