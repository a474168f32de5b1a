/**
 * The endpoint table: every call of the API (SPEC §7 and ours) with its method, path, access, body, reply
 * and error codes, in one place. The server registers its routes from it (and refuses to start when a
 * route and the table disagree), the web client types its calls with it, and docs/openapi.json and
 * docs/api.md are written from the routes it made (docs/decisions/0072).
 */

export * from './address.js';
export * from './admin.js';
export * from './admin-content.js';
export * from './agency.js';
export * from './auth.js';
export * from './claim-report.js';
export * from './claim-report-counterpart.js';
export * from './claim-report-desk.js';
export * from './claim-report-files.js';
export * from './claim-report-thread.js';
export * from './client-file.js';
export * from './client-search.js';
export * from './contact.js';
export * from './data.js';
export * from './fea-terms.js';
export * from './feed-upload.js';
export * from './glance.js';
export * from './go-live.js';
export * from './import.js';
export * from './inbox.js';
export * from './invitations.js';
export * from './my-data.js';
export * from './onboarding.js';
export * from './own-data.js';
export * from './passkeys.js';
export * from './payments.js';
export * from './payments-staff.js';
export * from './privacy.js';
export * from './products.js';
export * from './requests.js';
export * from './second-factor.js';
export * from './staff-accounts.js';
