/** The session cookie the members issue sets (httpOnly); middleware only checks that it is there. */
export const SESSION_COOKIE = 'sl_session';
/** The signed claims cookie (accepted terms version), read by middleware without a database call. */
export const CLAIMS_COOKIE = 'sl_claims';
