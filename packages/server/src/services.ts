import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { OutboxMailer, OutboxSmsSender } from './delivery/outbox.js';
import type { Deliveries, Mailer, SmsSender } from './delivery/ports.js';
import { DeliveryQueue } from './delivery/queue.js';
import type { Jobs } from './jobs/jobs.js';
import { Metrics } from './metrics/metrics.js';
import { readBuildInfo } from './modules/agency/index.js';
import { AuthService, SessionStore, TrustedDevices } from './modules/auth/index.js';
import { ClaimReportFiles, fileChecksOf } from './modules/claim-report-files/index.js';
import { ContactService, markContactRequestSent } from './modules/contact/index.js';
import { riskCertificateOfDossier } from './modules/documents/index.js';
import { BulkInvitations, InviteService } from './modules/invites/index.js';
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
import { decodeSsoKey, SsoService } from './modules/sso/index.js';
import { UserAdmin } from './modules/users/index.js';
import { paymentProviderOf } from './payments/index.js';
import { BackgroundTasks } from './shared/background.js';
import { type Clock, systemClock, todayOf } from './shared/clock.js';
import { PgFileStorage } from './shared/pg-file-storage.js';
import { RateLimiter } from './shared/rate-limit.js';
// The lazy entry of signing/, not its index: its libraries load at the first document, not at start.
import { claimReportPdfOf } from './signing/lazy.js';
import type { Sealer } from './signing/seal.js';

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
 * (buildParts below, for app.ts) hands them to the modules, the command line (cli/run.ts) to the agency's
 * commands, so a command and a staff route act through the same object.
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

/** What the process hands the server's composition (main.ts from its configuration; the tests their own). */
export interface ProcessDeps {
  config: Config;
  db: Db;
  /** E-mail and SMS delivery (delivery/): SMTP and the HTTP gateway, or, when not given, the database outbox. */
  mailer?: Mailer;
  /** The bulk lane's sender (a pool of SMTP connections at a rate, decisions/0155); when not given, `mailer`. */
  bulkMailer?: Mailer;
  sms?: SmsSender;
  clock?: Clock;
  /** The single sign-on key (modules/sso/key.ts); when not given, SSO_SHARED_KEY or none. */
  ssoKey?: Uint8Array | null;
  /** The second factor's key (modules/second-factor/keys.ts); when not given, SECOND_FACTOR_KEY or the tests' key. */
  secondFactorKey?: Buffer;
  /**
   * The agency's seal for the signed claim reports, opened by main.ts before the start; when not given (the
   * tests), opened from the configuration at the first signature.
   */
  sealer?: Sealer;
}

/**
 * The server's parts: the services and the process's parts, one object from which every module's
 * `routes(parts)` and `jobs(parts)` take what they need. `senders` are those of the modules' queues,
 * defined before (jobs/registrar.ts), so that a service built here can queue on them.
 */
export async function buildParts<Senders>({
  config,
  db,
  clock = systemClock,
  mailer,
  bulkMailer,
  sms,
  ssoKey = config.SSO_SHARED_KEY ? decodeSsoKey(config.SSO_SHARED_KEY) : null,
  secondFactorKey,
  sealer,
  jobs,
  log,
  senders,
}: ProcessDeps & { jobs: Jobs; log: FastifyBaseLogger; senders: Senders }) {
  const deliveries = await DeliveryQueue.on(jobs, {
    mailer: mailer ?? new OutboxMailer(db, clock, log),
    ...(bulkMailer ? { bulkMailer } : {}),
    bulkBatch: config.SMTP_POOL_SIZE * 10,
    sms: sms ?? new OutboxSmsSender(db, clock, log),
    log,
    onDelivered: async (receipt) =>
      receipt.kind === 'bulk-invitation'
        ? bulkInvitations.delivered(receipt.id)
        : markContactRequestSent(db, receipt.id, clock.now()),
  });
  const bulkInvitations = new BulkInvitations({ db, clock, config, deliveries });
  const background = new BackgroundTasks(log);
  // An absent second factor key takes buildServices' default.
  const services = buildServices({ db, clock, config, deliveries, background, ssoKey, secondFactorKey });
  // Prometheus's /metrics (metrics/): the import and the file checks report to it.
  const metrics = new Metrics(db, readBuildInfo());
  // A claim report's files checked a few at a time, fairly between clients (decisions/0133).
  const fileChecks = fileChecksOf(config);
  metrics.watchFileChecks(() => fileChecks.load);
  return {
    ...senders,
    db,
    clock,
    config,
    log,
    // The day the due-date rules count from: one for every rule, fixed by CLOCK_TODAY outside production.
    today: () => todayOf(clock, config.CLOCK_TODAY),
    deliveries,
    background,
    metrics,
    reportPdf: claimReportPdfOf(config, sealer),
    fileChecks,
    // The files of the document to sign (decisions/0128) and of the feed line (decisions/0120):
    // claim-report-files' list, handed down to claim-reports; `on` is the submission's transaction.
    reportFiles: (reportId: string, on?: Db) =>
      new ClaimReportFiles({ db, clock, files: services.files, fileChecks }).filesOf(reportId, on),
    riskCertificateOf: riskCertificateOfDossier,
    importWatch: metrics.importWatch,
    bulkInvitations,
    // The payment provider of "Paga la rata" (decisions/0151), or none.
    paymentProvider: await paymentProviderOf(config),
    ...services,
  };
}
