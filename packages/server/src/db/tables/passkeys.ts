/** Passkeys (WebAuthn credentials) a client signs in with, and the challenges their ceremonies answer. */
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { bytea, createdAt } from './columns.js';

/**
 * A passkey of a user: the credential's id (base64url, as the browser sends it back), its public key (COSE),
 * the authenticator's signature counter, the transports it declared, and the name the client gave it.
 * `userHandle` is the WebAuthn user.id the authenticator keeps with it: random, the same for every passkey
 * of the user (docs/decisions/0093).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    userHandle: text('user_handle').notNull(),
    name: text('name').notNull(),
    /** A passkey the provider synchronises between devices (a password manager, iCloud, Google). */
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * The challenges handed out for a ceremony, stored as a hash, short-lived and single use: a registration's
 * is its user's; a sign-in's belongs to no one until a passkey answers it.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: serial('id').primaryKey(),
    challengeHash: text('challenge_hash').notNull().unique(),
    purpose: text('purpose').$type<'registration' | 'authentication'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A registration's WebAuthn user.id, kept with the passkey it makes. */
    userHandle: text('user_handle'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('passkey_challenges_expires_idx').on(t.expiresAt)],
);
