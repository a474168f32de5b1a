/** Login accounts and what keeps them safe: roles, sessions, one-time codes, invites, single sign-on ids, rate counters; and the development outbox. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './agency.js';
import { createdAt } from './columns.js';
import { mobileKey } from './search-keys.js';

/** User codes of accounts made by registration; codes taken by the agency's own accounts are skipped. */
export const userCodeSequence = pgSequence('user_code_seq', {
  startWith: 10_000_100,
  minValue: 10_000_100,
  maxValue: 99_999_999,
});

/** A login account. `userCode` is the 8-digit user ID the client logs in with. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userCode: text('user_code').notNull().unique(),
    clientId: integer('client_id').references(() => clients.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /** Activated: the account may use the customer area (set when onboarding completes). */
    enabled: boolean('enabled').notNull().default(false),
    /** Disabled by the agency: no login, every session revoked. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    onboardCompleted: boolean('onboard_completed').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    autologinFlag: boolean('autologin_flag').notNull().default(false),
    /** The agency asks for a new password at the next login. */
    passwordUpdateRequired: boolean('password_update_required').notNull().default(false),
    /** The client wants an e-mail when something new reaches their area (a document, a claim's status). */
    clientNotices: boolean('client_notices').notNull().default(true),
    /**
     * A staff account's scope (issue 37): the feed's id of the one branch whose clients, requests and claim
     * reports it sees; null for agency-wide staff and for clients. A text, not a key to `branches`: a branch
     * the import removes leaves its staff seeing nothing, never everything.
     */
    staffBranch: text('staff_branch'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    // The console's search (docs/decisions/0096): an account by its mobile, as typed.
    index('users_mobile_key_idx').on(mobileKey(t.phone)),
    index('users_client_idx').on(t.clientId),
  ],
);

/** Registrations: which roles a user holds in which application (SPEC §6). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: text('application_id').notNull(),
    role: text('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.applicationId, t.role] }),
    // The agency's staff by role (the desk's assignees, decisions/0142): a few rows among every client's.
    index('user_roles_role_idx').on(t.role, t.applicationId),
  ],
);

/** Sessions: only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Why it ended before its time: 'disabled' (the agency disabled the user: a migration's trigger on
     * users.disabled_at revokes every session at once, whoever disables), else null.
     */
    revokedReason: text('revoked_reason').$type<'disabled'>(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /** Opened from a browser and network not seen before for this user ('Nuovo accesso registrato'). */
    newAccess: boolean('new_access').notNull().default(false),
    /**
     * The session waits for its second factor, or (Staff, Superuser without one) for its set-up: only the
     * factor's own calls and logout are served (docs/decisions/0091).
     */
    secondFactorPending: boolean('second_factor_pending').notNull().default(false),
    /** When the second factor was last given in this session (a passkey login counts): the step-up's clock. */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Browsers a user has logged in from (OWASP "device cookies"): the cookie's token is stored as a hash.
 * A known browser is throttled on its own, so failures elsewhere never lock its owner out
 * (docs/decisions/0037).
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until then a password login from this browser skips the second factor ("Ricorda questo browser"). */
    secondFactorUntil: timestamp('second_factor_until', { withTimezone: true }),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

/**
 * One-time codes (e-mail and SMS verification, password recovery): stored as a hash, short-lived, single
 * use, with a count of wrong attempts. A new code of the same purpose replaces the user's previous one.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose')
      .$type<'email' | 'sms' | 'recovery' | 'second-factor' | 'claim-report' | 'email-change'>()
      .notNull(),
    codeHash: text('code_hash').notNull(),
    /** Where the code was sent when that is what it proves (the mobile number an SMS code confirms). */
    target: text('target'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose),
    index('one_time_codes_hash_idx').on(t.codeHash),
  ],
);

/** First-access invites the agency sends: the 128-character secret is stored as a hash. */
export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('invites_user_idx').on(t.userId)],
);

/** Single sign-on token ids already accepted: each `jti` logs in once, across every instance. */
export const ssoTokensUsed = pgTable('sso_tokens_used', {
  jti: text('jti').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messages kept instead of sent when no SMTP server or SMS gateway is configured (development). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/**
 * Fixed-window counters shared by every server instance: failed logins per account and per address,
 * and the later limits (registrations, SMS, contact requests).
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.subject] })],
);
