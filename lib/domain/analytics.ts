/** The client id a browser carries when tracking is off for it (SPEC §7: events are never sent for it). */
export const OPTED_OUT_CLIENT_ID = 'f';
