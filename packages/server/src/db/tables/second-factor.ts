/** The second factor of an account (docs/decisions/0091): its authenticator app's secret and recovery codes. */
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

/**
 * One row per account that met the second factor: the TOTP secret, encrypted (AES-256-GCM with
 * SECOND_FACTOR_KEY), once confirmed by a first code; the secret of a set-up not yet confirmed; the last
 * time step a code was accepted at (a code is single use); when the offer after login was shown.
 */
export const secondFactors = pgTable('second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed'),
  pendingSecretSealed: text('pending_secret_sealed'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  offeredAt: timestamp('offered_at', { withTimezone: true }),
});

/** One-time recovery codes, as keyed hashes (HMAC-SHA-256 with a key derived from SECOND_FACTOR_KEY). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);
