import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { branches, clients } from '../../db/schema.js';
import type { StaffScope } from '../../shared/staff-scope.js';

/**
 * The one condition of a staff member's scope (docs/decisions/0158), for any query that shows a client or
 * something of one: `clientId` (a column or expression holding `clients.id`) is a client of the scope's
 * branch (`clients.branch_id` → `branches.agency_id`). Undefined for the whole agency: nothing added, so
 * `and(...)` drops it. A client with no branch is nobody's branch's.
 */
export function clientInScope(scope: StaffScope, clientId: AnyColumn | SQL): SQL | undefined {
  if (scope.branch === null) return undefined;
  return sql`${clientId} in (select ${clients.id} from ${clients} inner join ${branches} on ${branches.id} = ${clients.branchId} where ${branches.agencyId} = ${scope.branch})`;
}

/** The same for a row holding a branch's own id (`branches.id`): a contact request's branch. */
export function branchInScope(scope: StaffScope, branchId: AnyColumn | SQL): SQL | undefined {
  if (scope.branch === null) return undefined;
  return sql`${branchId} in (select ${branches.id} from ${branches} where ${eq(branches.agencyId, scope.branch)})`;
}
