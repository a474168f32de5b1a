/**
 * What a staff member may see of the agency's clients (issue 37, docs/decisions/0158): every client, or
 * those of one branch (the feed's branch id, `branches.agency_id`). Every staff call that shows or acts on a
 * client, a contact request or a claim report passes it to its queries, which add the branch to their SQL
 * (profile's `clientInScope`, the inbox's own branch): another branch's object is not found, never refused.
 */
export interface StaffScope {
  /** The feed's id of the branch; null: the whole agency. */
  branch: string | null;
}

/** The whole agency: agency-wide staff, a Superuser, and the server's own work (jobs, the client's calls). */
export const AGENCY_WIDE: StaffScope = { branch: null };

/** The scope of the staff member behind a session (http/identity.ts's `staffBranch`). */
export const scopeOf = (identity: { staffBranch?: string | null }): StaffScope => ({
  branch: identity.staffBranch ?? null,
});
