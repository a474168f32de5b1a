import { Role } from '@area-clienti/contract';
import { paths } from '@/shared/routes';

/** What a guard needs of the session store. */
export interface RoleSource {
  hasRole(role: string): boolean;
}

/**
 * Where a page's guard sends the visitor, or null to let them in (SPEC §6): the customer pages need the
 * role User, /admin one of ADMIN_ROLES; without it, /login, carrying the page asked for (`from`: its path,
 * query and fragment) to return to after the login (docs/decisions/0089). Checked on every navigation.
 */
export function guardRedirect(anyOf: readonly Role[], source: RoleSource, from?: string): string | null {
  return anyOf.some((role) => source.hasRole(role)) ? null : paths.login(from);
}

/**
 * The roles that open /admin: a Superuser (SPEC §2, §6) or a member of the agency's Staff, whose calls
 * there are all open to them (docs/decisions/0049).
 */
const ADMIN_ROLES: readonly Role[] = [Role.SUPERUSER, Role.STAFF];

/** Whether the menu offers /admin. */
export const reachesAdmin = (source: RoleSource) => guardRedirect(ADMIN_ROLES, source) === null;
/** /admin: Superuser or Staff, whatever other role the user has. */
export const adminRedirect = (source: RoleSource, from?: string) => guardRedirect(ADMIN_ROLES, source, from);
/** Customer pages: role User. */
export const customerRedirect = (source: RoleSource, from?: string) =>
  guardRedirect([Role.USER], source, from);

/**
 * Where a login ends when no page was asked for: the console for the agency's staff (Superuser or Staff,
 * whatever other role they have: docs/decisions/0096), the home for a client.
 */
export const landingPath = (source: RoleSource) => (reachesAdmin(source) ? paths.admin() : paths.home());
