import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Deliveries } from './delivery/ports.js';
import { AuthService, SessionStore, TrustedDevices } from './modules/auth/index.js';
import { ContactService } from './modules/contact/index.js';
import { InviteService } from './modules/invites/index.js';
import { LoginMessageAdmin } from './modules/messages/index.js';
import { OnboardingService } from './modules/onboarding/index.js';
import { PasskeyService, passkeysOfUser } from './modules/passkeys/index.js';
import { PrivacyTemplateAdmin } from './modules/privacy/index.js';
import { RecoveryService } from './modules/recovery/index.js';
import {
  decodeSecondFactorKey,
  derivedTestKey,
  SecondFactorKeys,
  SecondFactorService,
  secondFactorEnabled,
  secondFactorOfferDue,
} from './modules/second-factor/index.js';
import { SsoService } from './modules/sso/index.js';
import { UserAdmin } from './modules/users/index.js';
import type { BackgroundTasks } from './shared/background.js';
import type { Clock } from './shared/clock.js';
import { PgFileStorage } from './shared/pg-file-storage.js';
import { RateLimiter } from './shared/rate-limit.js';

export interface ServiceDeps {
  db: Db;
  clock: Clock;
  config: Config;
  deliveries: Deliveries;
  /** Work a request starts and does not wait for (the recovery e-mail). */
  background: BackgroundTasks;
  /** The single sign-on key (modules/sso/key.ts), or none. */
  ssoKey: Uint8Array | null;
  /**
   * The second factor's key (modules/second-factor/keys.ts: main.ts loads it, with the development file);
   * when not given, SECOND_FACTOR_KEY or the tests' derived key (production refuses to start without it).
   */
  secondFactorKey?: Buffer;
}

/**
 * The composition root: every service of the modules, built once from the process's parts. The server
 * (app.ts) hands them to the routes, the command line (cli/run.ts) to the agency's commands, so a command
 * and a staff route act through the same object.
 */
export function buildServices({
  db,
  clock,
  config,
  deliveries,
  background,
  ssoKey,
  secondFactorKey = config.SECOND_FACTOR_KEY
    ? decodeSecondFactorKey(config.SECOND_FACTOR_KEY)
    : derivedTestKey(),
}: ServiceDeps) {
  const sessions = new SessionStore(db, clock, config);
  const rateLimiter = new RateLimiter(db, clock);
  const devices = new TrustedDevices(db, clock);
  const auth = new AuthService({
    db,
    clock,
    config,
    sessions,
    rateLimiter,
    devices,
    deliveries,
    secondFactorEnabled,
    // The home's card offers a passkey first, then the app (docs/decisions/0150): a client who has either
    // has nothing left to be offered.
    secondFactorOfferDue: async (database, userId) =>
      (await secondFactorOfferDue(database, userId)) && (await passkeysOfUser(database, userId)).length === 0,
  });
  const onboarding = new OnboardingService({ db, clock, config, auth, rateLimiter, deliveries });
  return {
    sessions,
    rateLimiter,
    auth,
    /** Where files live (documents' bytes); PostgreSQL by default (decisions/0070). */
    files: new PgFileStorage(db),
    onboarding,
    secondFactor: new SecondFactorService({
      db,
      config,
      clock,
      keys: new SecondFactorKeys(secondFactorKey),
      sessions,
      devices,
      rateLimiter,
      onboarding,
      deliveries,
    }),
    recovery: new RecoveryService({ db, clock, config, sessions, rateLimiter, deliveries, background }),
    invites: new InviteService({ db, clock, rateLimiter, sessions, auth }),
    sso: new SsoService({ db, clock, config, auth, key: ssoKey }),
    passkeys: new PasskeyService({ db, clock, config, auth, rateLimiter, deliveries }),
    contact: new ContactService({ db, clock, config, rateLimiter, deliveries }),
    users: new UserAdmin({ db, clock, rateLimiter, config, deliveries, sessions }),
    messages: new LoginMessageAdmin({ db, clock }),
    templates: new PrivacyTemplateAdmin({ db, clock }),
  };
}

export type Services = ReturnType<typeof buildServices>;
