/**
 * Set by middleware on every console request (an incoming value is replaced): the path and query the browser asked
 * for, so a page that finds the session gone can send the visitor to sign in with it as `next`.
 */
export const ADMIN_PATH_HEADER = 'x-salvage-admin-path';
