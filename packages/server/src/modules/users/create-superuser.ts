import { ErrorCode, isItalianMobile, Role } from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Deliveries } from '../../delivery/ports.js';
import type { Clock } from '../../shared/clock.js';
import { AppError } from '../../shared/errors.js';
import { type SentInvite, sendInvite } from '../invites/create.js';
import { isEmailTaken, nextUserCode } from '../onboarding/queries.js';
import { toStoredMobile } from '../onboarding/service.js';
import { insertStaffUser } from './queries.js';

export interface SuperuserDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'APPLICATION_ID' | 'PUBLIC_URL' | 'PORT'>;
  deliveries: Deliveries;
}

/**
 * The agency's first Superuser (and any later one): an account with the roles Superuser and User, no
 * password, and a first-access invite e-mailed to it — whoever runs the command never learns a password
 * (docs/decisions/0045).
 */
export async function createSuperuser(
  deps: SuperuserDeps,
  { email, phone }: { email: string; phone: string },
): Promise<SentInvite> {
  if (!isItalianMobile(phone)) throw new AppError(ErrorCode.PHONE_INVALID);
  const { db, clock, config } = deps;
  const userCode = await db.transaction(async (tx) => {
    if (await isEmailTaken(tx, email)) throw new AppError(ErrorCode.ONBOARDING_EMAIL_TAKEN);
    const code = await nextUserCode(tx);
    await insertStaffUser(tx, {
      userCode: code,
      email,
      phone: toStoredMobile(phone),
      applicationId: config.APPLICATION_ID,
      roles: [Role.SUPERUSER, Role.USER],
      now: clock.now(),
    });
    return code;
  });
  return sendInvite(deps, userCode);
}
