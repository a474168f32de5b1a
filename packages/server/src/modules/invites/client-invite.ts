import { ErrorCode, type InvitePreviewReply } from '@area-clienti/contract';
import { type Config, publicUrl } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { DeliveryReceipt } from '../../delivery/ports.js';
import { inviteEmail } from '../../delivery/templates.js';
import { AppError, notFound } from '../../shared/errors.js';
import {
  insertInvitedClientUser,
  isEmailTaken,
  lockedAccountsOfClient,
  nextUserCode,
} from '../accounts/index.js';
import { violates } from '../onboarding/index.js';
import { clientToInvite } from './bulk-queries.js';
import { type InviteDeps, type SentInvite, sendInvite } from './create.js';

/**
 * An imported client as an invite finds them (docs/decisions/0100): the feed's record, and the account if
 * the client has one (made by a registration or an earlier invite).
 */
export interface InviteTarget {
  client: { id: number; agencyId: string; nome: string; email: string | null; cell: string | null };
  account: { id: number; userCode: string; email: string; hasPassword: boolean } | null;
}

/**
 * The client (by the feed's id or the database's) and their account, with the client's row locked until
 * the transaction ends: two invites of one client at once make one account. Refuses what no invite gets
 * past: no such client (or removed), a disabled account, no account and no e-mail in the feed.
 */
export async function inviteTarget(
  db: Db,
  where: { agencyId: string } | { id: number },
): Promise<InviteTarget> {
  const client = await clientToInvite(db, where);
  if (!client) throw notFound();
  const [account] = await lockedAccountsOfClient(db, client.id);
  if (account?.disabled) throw new AppError(ErrorCode.INVITEE_DISABLED);
  if (!account && !client.email?.trim()) throw new AppError(ErrorCode.INVITATION_NO_EMAIL);
  return {
    client,
    account: account
      ? { id: account.id, userCode: account.userCode, email: account.email, hasPassword: account.hasPassword }
      : null,
  };
}

/** Where the personal link stands in a preview: it is made, and e-mailed, only when the invite is sent. */
export const PREVIEW_LINK_CODE = '[collegamento-personale]';

/** The e-mail an invite would send, from the same template, the link a placeholder; nothing is written. */
export async function previewInvite(
  db: Db,
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  target: InviteTarget,
): Promise<Omit<InvitePreviewReply, 'status'>> {
  const to = target.account?.email ?? target.client.email?.trim() ?? '';
  if (!target.account && (await isEmailTaken(db, to))) throw new AppError(ErrorCode.INVITATION_EMAIL_TAKEN);
  const email = inviteEmail({
    nome: target.client.nome,
    link: `${publicUrl(config)}/first?code=${PREVIEW_LINK_CODE}`,
  });
  return { to, subject: email.subject, text: email.text };
}

export interface InvitedClient {
  sent: SentInvite;
  userId: number;
  /** The account was made by this invite. */
  created: boolean;
}

/**
 * Invites the client: to their account, or to one made now from the feed's e-mail and mobile (no password,
 * docs/decisions/0100), in the caller's transaction (`deps.db`), which `inviteTarget` began.
 */
export async function inviteClientAccount(
  deps: InviteDeps & { config: Pick<Config, 'APPLICATION_ID'> },
  target: InviteTarget,
  receipt?: DeliveryReceipt,
): Promise<InvitedClient> {
  const { db, clock, config } = deps;
  let account = target.account;
  let created = false;
  if (!account) {
    const email = target.client.email?.trim() ?? '';
    if (await isEmailTaken(db, email)) throw new AppError(ErrorCode.INVITATION_EMAIL_TAKEN);
    const userCode = await nextUserCode(db);
    const id = await insertInvitedClientUser(db, {
      userCode,
      clientId: target.client.id,
      email,
      phone: target.client.cell?.trim() || null,
      applicationId: config.APPLICATION_ID,
      now: clock.now(),
    }).catch((error: unknown) => {
      // Another account took the address between our check and our insert.
      if (violates(error, 'users_email_idx')) throw new AppError(ErrorCode.INVITATION_EMAIL_TAKEN);
      throw error;
    });
    account = { id, userCode, email, hasPassword: false };
    created = true;
  }
  const sent = await sendInvite(deps, account.userCode, receipt);
  return { sent, userId: account.id, created };
}
