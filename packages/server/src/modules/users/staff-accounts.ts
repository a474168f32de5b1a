import { ErrorCode, isItalianMobile, Role, type StaffRole } from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import { branchExists, insertStaffUser, isEmailTaken, nextUserCode } from '../accounts/index.js';
import { insertAudit } from '../audit/index.js';
import { type SentInvite, sendInvite } from '../invites/index.js';
import { toStoredMobile, violates } from '../onboarding/index.js';

export interface StaffAccountDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'APPLICATION_ID' | 'PUBLIC_URL' | 'PORT'>;
  deliveries: Deliveries;
}

export interface StaffAccount {
  email: string;
  phone: string;
  role: StaffRole;
  /** Its scope (issue 37): the feed's id of the one branch whose clients it sees; null or absent agency-wide. */
  branch?: string | null;
}

/**
 * An account of the agency's staff (a Staff member or a Superuser): the role and User (the post-login
 * flow leads every account to the customer pages first), no client behind it, no password, and a
 * first-access invite e-mailed to it: whoever makes it never learns a password (docs/decisions/0045,
 * 0049); its scope, a branch or the whole agency (decisions/0157). `actor` is recorded as its maker in the audit log, in the transaction that writes the account.
 */
export async function createStaffAccount(
  deps: StaffAccountDeps,
  { email, phone, role, branch = null }: StaffAccount,
  actor: string,
): Promise<SentInvite> {
  if (!isItalianMobile(phone)) throw new AppError(ErrorCode.PHONE_INVALID);
  const { db, clock, config } = deps;
  const roles = [role, Role.USER];
  const userCode = await db
    .transaction(async (tx) => {
      if (branch !== null && !(await branchExists(tx, branch))) {
        throw new AppError(ErrorCode.STAFF_UNKNOWN_BRANCH);
      }
      if (await isEmailTaken(tx, email)) throw new AppError(ErrorCode.ONBOARDING_EMAIL_TAKEN);
      const code = await nextUserCode(tx);
      const now = clock.now();
      await insertStaffUser(tx, {
        userCode: code,
        email,
        phone: toStoredMobile(phone),
        applicationId: config.APPLICATION_ID,
        roles,
        now,
        staffBranch: branch,
      });
      const detail = { roles: roles.join(', '), ...(branch === null ? {} : { branch }) };
      await insertAudit(tx, { at: now, actor, action: 'user.create', target: code, detail });
      return code;
    })
    .catch((error: unknown) => {
      // Another account took the e-mail between our check and our insert.
      if (violates(error, 'users_email_idx')) throw new AppError(ErrorCode.ONBOARDING_EMAIL_TAKEN);
      throw error;
    });
  return sendInvite(deps, userCode);
}
