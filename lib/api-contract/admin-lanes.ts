import { laneCommandSchema, laneIdParam, laneListSchema, laneStateSchema } from '@/lib/schemas/admin-lanes';
import type { Operation } from './operation';

const tag = 'Back office';
const STAFF = 'Staff with the `lanes.control` permission (the `auctions` and `admin` roles); others get 403.';
const id = { schema: laneIdParam, description: 'The lane’s auction id.' };
/** The refusals every command may answer (lane-commands.ts says when). */
const REFUSED = ['lane_not_live', 'no_lot_on_the_block', 'lot_not_on_the_block', 'lane_moved'];

function command(
  name: 'pause' | 'resume' | 'skip',
  summary: string,
  description: string,
  refusals: string[],
): Operation {
  return {
    method: 'post',
    path: `/rest-api/v2/admin/lanes/{id}/${name}`,
    tag,
    summary,
    description:
      `${STAFF} ${description} Every command is written to the audit log with the staff member, and told to the ` +
      'lane’s watchers on the live feed. The JSON body may be left out (read as `{}`): `lotId`, the lot the sender ' +
      'sees on the block, refuses the command if another lot is there by then; `reason` goes to the audit log.',
    access: 'member',
    idempotencyKey: true,
    params: { id },
    body: { json: laneCommandSchema },
    success: { description: 'The lane’s state after the command.', data: laneStateSchema },
    errors: { 403: true, 404: true, 409: [...REFUSED, ...refusals], 422: ['idempotency_key_reused'] },
  };
}

/** The live lane from the console (issue 24 §2): watch a lane, pause, resume, skip the lot on the block. */
export const adminLaneOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/admin/lanes',
    tag,
    summary: 'The lanes selling now, paused ones too',
    description: `${STAFF} By branch name and lane; each as GET .../lanes/{id} answers it.`,
    access: 'member',
    success: { description: 'The live lanes.', data: laneListSchema },
    errors: { 403: true },
  },
  {
    method: 'get',
    path: '/rest-api/v2/admin/lanes/{id}',
    tag,
    summary: 'One lane: the lot on the block, its bid, the countdown, the bidders',
    description:
      `${STAFF} Any auction, live or not (\`lot\` and \`countdown\` are null unless a lot is on the block). ` +
      'While `paused`, the countdown is frozen at `remainingMs` (`endsAt`: where it would end if resumed now).',
    access: 'member',
    params: { id },
    success: { description: 'The lane now.', data: laneStateSchema },
    errors: { 403: true, 404: true },
  },
  command(
    'pause',
    'Pause a live lane',
    'The countdown of the lot on the block stops with what is left kept; bids are refused (409 lane_paused) until ' +
      'the lane resumes; the clock of every process leaves the lane alone, also across a restart.',
    ['already_paused', 'countdown_ended'],
  ),
  command(
    'resume',
    'Resume a paused lane',
    'The countdown runs again from what was left when the lane was paused.',
    ['not_paused'],
  ),
  command(
    'skip',
    'Skip the lot on the block',
    'The lot ends not sold whatever its bids (buying power held for it is released, as for any lot not sold; its ' +
      'bidders are told) and the next lot of the runlist comes up, or the auction ends. A paused lane stays paused: ' +
      'the next lot waits with its whole first countdown.',
    ['countdown_ended'],
  ),
];
