// The audit log's front door. It sits on the lowest floor of the modules and imports none of them: every
// module that acts on an account (users, messages, privacy, accesses, my-data) records here, so none of
// them has to import another to write its record (decisions/0068).
export { type AuditRecord, type AuditRow, auditPage, insertAudit, lastOfAction } from './queries.js';

/** Who acts on an account: a staff user's code, or `cli:<system user>`. */
export type Actor = string;
