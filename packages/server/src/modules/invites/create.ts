import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@area-clienti/contract';
import { type Config, publicUrl } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries, DeliveryReceipt } from '../../delivery/ports.js';
import { inviteEmail, staffInviteEmail } from '../../delivery/templates.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import { findInvitee } from '../accounts/index.js';
import { replaceInvite } from './queries.js';

/** How long an invite link works (docs/decisions/0013). */
export const INVITE_VALIDITY_DAYS = 7;
const SECRET_LENGTH = 128;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 128 characters [a-z0-9] from the CSPRNG, without bias (bytes past the last multiple of 36 are dropped). */
export function newInviteSecret(): string {
  const limit = 256 - (256 % ALPHABET.length);
  let secret = '';
  while (secret.length < SECRET_LENGTH) {
    for (const byte of randomBytes(SECRET_LENGTH * 2)) {
      if (byte < limit && secret.length < SECRET_LENGTH) secret += ALPHABET[byte % ALPHABET.length];
    }
  }
  return secret;
}

export const inviteSecretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export interface InviteDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>;
  deliveries: Deliveries;
}

export interface SentInvite {
  userID: string;
  email: string;
  link: string;
  expiresAt: string;
}

/**
 * Creates a first-access invite for a user (replacing their unused ones), e-mails the link and returns it.
 * Used by `npm run invite` (directly or through the running server) and the admin call sendInvite, both
 * through UserAdmin, which records it; a disabled account gets none (INVITE_001).
 */
export async function sendInvite(
  { db, clock, config, deliveries }: InviteDeps,
  userCode: string,
  /** What the e-mail's delivery records (a bulk invitation's client, marked sent). */
  receipt?: DeliveryReceipt,
): Promise<SentInvite> {
  const invitee = await findInvitee(db, userCode);
  if (!invitee) throw notFound();
  if (invitee.user.disabledAt) throw new AppError(ErrorCode.INVITEE_DISABLED);
  const secret = newInviteSecret();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + INVITE_VALIDITY_DAYS * 86_400_000);
  const link = `${publicUrl(config)}/first?code=${userCode}-${secret}`;
  // The invite and its e-mail are one: the e-mail is queued with it and sent (and retried) by the queue.
  await db.transaction(async (tx) => {
    await replaceInvite(tx, {
      userId: invitee.user.id,
      secretHash: inviteSecretHash(secret),
      createdAt: now,
      expiresAt,
    });
    // An account with no client behind it is the agency's own (accounts' insertStaffUser): its e-mail
    // speaks to a colleague, not to a client (issue 37, item 7).
    const email =
      invitee.user.clientId === null ? staffInviteEmail({ link }) : inviteEmail({ nome: invitee.nome, link });
    await deliveries.email({ to: invitee.user.email, ...email }, receipt ? { db: tx, receipt } : { db: tx });
  });
  return { userID: userCode, email: invitee.user.email, link, expiresAt: expiresAt.toISOString() };
}
