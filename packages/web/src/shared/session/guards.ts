import { Role } from '@area-clienti/contract';
import { paths } from '@/shared/routes';

/** What a guard needs of the session store. */
export interface RoleSource {
  hasRole(role: string): boolean;
}

/**
 * Where a page's guard sends the visitor, or null to let them in (SPEC §6): the customer pages need the
 * role User, /admin the role Superuser; without it, /login. Checked on every navigation, never cached.
 */
export function guardRedirect(required: Role, source: RoleSource): string | null {
  return source.hasRole(required) ? null : paths.login();
}

/** /admin: Superuser only (SPEC §2, §6), whatever other role the user has. */
export const adminRedirect = (source: RoleSource) => guardRedirect(Role.SUPERUSER, source);
/** Customer pages: role User. */
export const customerRedirect = (source: RoleSource) => guardRedirect(Role.USER, source);
