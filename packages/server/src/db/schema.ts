/**
 * The database schema, one file per domain under tables/ (Drizzle pg-core). drizzle-kit reads this
 * file to write the migrations.
 */
export * from './tables/accounts.js';
export * from './tables/agency.js';
export * from './tables/audit.js';
export * from './tables/calendar.js';
export * from './tables/claim-report-files.js';
export * from './tables/claim-reports.js';
export * from './tables/claims.js';
export * from './tables/contact.js';
export * from './tables/fea-terms.js';
export * from './tables/files.js';
export * from './tables/imports.js';
export * from './tables/invitations.js';
export * from './tables/own-data.js';
export * from './tables/passkeys.js';
export * from './tables/payment-books.js';
export * from './tables/payments.js';
export * from './tables/policies.js';
export * from './tables/privacy.js';
export * from './tables/second-factor.js';
