// The lists scripts/check-architecture.mjs judges the server by, and writes the table of modules and owners
// of docs/architecture.md from (`node scripts/check-architecture.mjs --write-docs`): a module, a table or
// a join is added here, and the page follows.

/**
 * Every module under packages/server/src/modules, with what it is in one line (its row in
 * docs/architecture.md). A module folder missing here fails the check, so a new module says what it is.
 */
export const MODULES = {
  accesses: "a client's sessions (who, from where) and passkeys, and ending the sessions (decisions/0130)",
  accounts:
    'the account record (users, roles, user codes) and the accounts with the client behind them; the shared client filter (`filter-queries.ts`)',
  agency: "the agency's details for the web, and the admin page's build and counts",
  'agency-import':
    "the one way the agency's data comes in: the feed checked whole, staged and merged in one transaction (docs/import.md)",
  audit: 'the audit log, where every act on an account is recorded',
  auth: 'login, sessions, trusted devices and passwords (`password-policy.ts`): a session read with its account in one query',
  calendar: "a client's due dates as an iCalendar feed",
  'claim-report-files':
    "a claim report's photos and attachments: sent in chunks, checked by decoding, kept in the file storage (decisions/0114)",
  'claim-reports':
    "claims reported online (the CAI or a damage report), from the draft and its signature to the console's desk (decisions/0110, 0142)",
  claims: "a client's claims (sinistri), read through their policy's access rule",
  contact: "requests to be called back, their delivery, and the agency's inbox (decisions/0143, 0144)",
  deliveries: "the staff's view of the failed deliveries, sent again (the queue itself is `delivery/`)",
  documents: "a client's documents, one by one or zipped, and those the area makes itself (a receipt)",
  dossiers: "a client's policies and their tabs; `ownDossier`, the access rule documents and claims use",
  glance: 'the policies at a glance, and the due-date rules the calendar reads',
  'go-live':
    'what the agency still lacks before opening the area, and the test e-mail and SMS (decisions/0109)',
  invites: 'first-access invites and their acceptance, and invitations in bulk',
  maintenance: 'the hourly purge of what is past its retention',
  messages: 'the login messages the agency publishes and the client reads',
  'my-data':
    "everything kept about a client as a PDF (GDPR art. 15), and the console's page of a client (decisions/0132)",
  notices: 'the e-mails that tell a client their data or their access changed',
  onboarding: 'registration, e-mail and mobile verification',
  'own-data':
    "the client's own changes (e-mail, addresses, IBAN, paperless) and their outbound feed (decisions/0145)",
  passkeys: 'WebAuthn passkeys: added, listed, renamed, signed in with (decisions/0093)',
  payments:
    "an instalment paid online: the checkout, the provider's notifications, the receipt, the agency's books (decisions/0151, 0153)",
  places:
    "Italian addresses checked against ISTAT's comuni (`places-data/comuni.tsv`, `npm run comuni`), and the form's suggestions (decisions/0147)",
  privacy: "the privacy templates and the client's consents",
  products: "the agency's product catalogue",
  profile:
    "the client's record: personal data, addresses, branches, settings; the console's search (`search-queries.ts`)",
  recovery: 'a forgotten password, reset through a code',
  'repair-centres': "the agency's partner repair centres and the nearest ones",
  'second-factor': 'the authenticator app, recovery codes and the SMS of a step-up (decisions/0091, 0131)',
  sso: "single sign-on from the agency's own site",
  users: "what the staff do to accounts, each act audited, and the console's search for a client",
};

/**
 * Folders outside modules/ that own a table (OWNED_TABLES), with what they are: their files import only
 * their own tables. The other folders outside modules/ are wiring above every module (seed/ writes the demo
 * agency's first accounts before any service exists) or tools (bench/).
 */
export const OWNER_FOLDERS = {
  shared:
    'the stores every module uses: one-time codes, rate limits, the file storage (`pg-file-storage.ts`)',
  delivery: 'the queue of e-mails and SMS (the outbox) and its transports',
};

/**
 * Every table has one owner: the module whose meaning it is (decisions/0068 says why each). Only the
 * owner's queries import it; the others call its front door. Three tables belong to no feature but to the
 * floor that serves them all: one-time codes and rate counters to `shared/`, the outbox to `delivery/`.
 * A table of db/tables that is missing here fails the check, so a new table gets its owner when it is made.
 */
export const OWNED_TABLES = {
  users: 'accounts',
  userRoles: 'accounts',
  userCodeSequence: 'accounts',
  auditLog: 'audit',
  sessions: 'auth',
  trustedDevices: 'auth',
  calendarFeeds: 'calendar',
  claimReports: 'claim-reports',
  claimReportEvents: 'claim-reports',
  claimReportMessages: 'claim-reports',
  claimReportFeedSequence: 'claim-reports',
  feaTermsAcceptances: 'claim-reports',
  claimReportFiles: 'claim-report-files',
  claimReportUploads: 'claim-report-files',
  claimReportUploadChunks: 'claim-report-files',
  referenti: 'claims',
  sinistri: 'claims',
  contactRequests: 'contact',
  contactRequestNotes: 'contact',
  contactRequestNumbers: 'contact',
  contactRequestMessages: 'contact',
  documents: 'documents',
  dossiers: 'dossiers',
  beni: 'dossiers',
  datiTecnici: 'dossiers',
  garanzie: 'dossiers',
  movimenti: 'dossiers',
  nucleoMembers: 'dossiers',
  riserve: 'dossiers',
  settori: 'dossiers',
  importHistory: 'agency-import',
  feedProgress: 'agency-import',
  invites: 'invites',
  bulkInvitations: 'invites',
  bulkInvitationClients: 'invites',
  loginMessages: 'messages',
  loginMessageReads: 'messages',
  loginMessageRecipients: 'messages',
  loginMessageShows: 'messages',
  privacyConsents: 'privacy',
  privacyTemplates: 'privacy',
  clients: 'profile',
  clientNames: 'profile',
  addresses: 'profile',
  branches: 'profile',
  repairCentres: 'repair-centres',
  ssoTokensUsed: 'sso',
  passkeys: 'passkeys',
  passkeyChallenges: 'passkeys',
  secondFactors: 'second-factor',
  recoveryCodes: 'second-factor',
  oneTimeCodes: 'shared',
  rateCounters: 'shared',
  storedFiles: 'shared',
  outbox: 'delivery',
  ownDataChanges: 'own-data',
  ownDataFeedSequence: 'own-data',
  payments: 'payments',
  paymentNotifications: 'payments',
  paymentBookEntries: 'payments',
};

/**
 * Tables a module's queries read inside a join to its own main table, though another module owns them: the
 * join stays one SQL query instead of two calls (or N+1). Read only: an insert, update or delete on one of
 * them is refused. The join lives with the owner of the table it selects from, named for what it returns.
 */
export const JOINED_TABLES = {
  // …and the shared client filter (accounts/filter-queries.ts): a product is any of the client's policies.
  accounts: ['clients', 'branches', 'invites', 'dossiers'],
  auth: ['users', 'userRoles'],
  calendar: ['users'],
  claims: ['dossiers'],
  // The sweep of files whose report is gone (claim-report-files/queries.ts).
  'claim-report-files': ['claimReports'],
  // The desk's list (claim-reports/desk-queries.ts): each report with its client's name and account's user ID.
  'claim-reports': ['users', 'clients'],
  // The inbox names the client's account by its user ID.
  contact: ['branches', 'users'],
  documents: ['dossiers'],
  // …and `payments` (the payments module's): an instalment paid online is no longer unpaid (decisions/0152).
  dossiers: ['sinistri', 'documents', 'payments'],
  // Bulk invitations (modules/invites/bulk-queries.ts): the clients a filter chooses (the filter itself is
  // accounts' chosenByFilter), and their accounts.
  invites: ['users', 'clients'],
  messages: ['users'],
  // The console's search (profile/search-queries.ts): a client by a policy, plate or claim, and its account.
  profile: ['dossiers', 'sinistri', 'users', 'invites'],
  // The own data's feed (own-data/queries.ts): each change with its client's id in the feed and account's user ID.
  'own-data': ['clients', 'users'],
  // The payments (payments/*-queries.ts): each with its client's name and id in the feed, the account's
  // e-mail of the moment (the receipt's), and the instalment as the last import gives it (the books' disagreement).
  payments: ['clients', 'users', 'movimenti'],
};

/**
 * The two modules that touch every table by their nature: the agency's feed writes all of the agency's
 * data in one transaction (docs/import.md), and the retention purge deletes what is past its time.
 */
export const WRITES_EVERY_TABLE = ['agency-import', 'maintenance'];
