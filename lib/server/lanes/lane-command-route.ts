import 'server-only';
import type { LaneCommand } from '@/lib/schemas/admin-lanes';
import { withStaff } from '../staff/with-staff';
import { commandLane } from './lane-commands';
import { readLaneCommand } from './read-lane-command';

type Context = { params: Promise<{ id: string }> };

/**
 * The handler of POST /rest-api/v2/admin/lanes/{id}/{command} (the three route files export it): staff with
 * `lanes.control`; the answer (or a replayed key's first answer) is the lane's state after the command.
 */
export function laneCommandRoute(command: LaneCommand) {
  return withStaff<Context>(async (request, context, staff) => {
    const { id, key, input } = await readLaneCommand(request, context.params);
    const answer = await commandLane(staff, request, id, command, input, key);
    return Response.json(answer.body, {
      status: answer.status,
      headers: { 'cache-control': 'private, no-store' },
    });
  }, 'lanes.control');
}
