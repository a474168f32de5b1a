import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode } from '@area-clienti/contract';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { cliRoutes } from './commands/routes.js';
import { type Config, trustProxyOption } from './config.js';
import type { Db } from './db/database.js';
import { OutboxMailer, OutboxSmsSender } from './delivery/outbox.js';
import type { Mailer, SmsSender } from './delivery/ports.js';
import { DeliveryQueue } from './delivery/queue.js';
import { outboxRoutes } from './delivery/routes.js';
import { registerAccessControl } from './http/access.js';
import { readAgencyLogo, registerAgencyLogo } from './http/agency-logo.js';
import { registerCompression } from './http/compression.js';
import { checkRoutesAgainstTable } from './http/endpoint-check.js';
import { handleError, registerClosingAnswer, sendError } from './http/errors.js';
import { registerHealthChecks } from './http/health.js';
import { registerOpenApi } from './http/openapi.js';
import { replySerializerCompiler } from './http/reply-serializer.js';
import { setSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { Jobs } from './jobs/jobs.js';
import { Metrics } from './metrics/metrics.js';
import { registerMetrics } from './metrics/routes.js';
import * as accesses from './modules/accesses/index.js';
import * as agency from './modules/agency/index.js';
import * as agencyImport from './modules/agency-import/index.js';
import * as auth from './modules/auth/index.js';
import * as calendar from './modules/calendar/index.js';
import * as claimReportFiles from './modules/claim-report-files/index.js';
import * as claimReports from './modules/claim-reports/index.js';
import * as claims from './modules/claims/index.js';
import * as contact from './modules/contact/index.js';
import * as failedDeliveries from './modules/deliveries/index.js';
import * as documents from './modules/documents/index.js';
import * as dossiers from './modules/dossiers/index.js';
import * as glance from './modules/glance/index.js';
import * as goLive from './modules/go-live/index.js';
import * as invites from './modules/invites/index.js';
import { purgeAndReport } from './modules/maintenance/index.js';
import * as messages from './modules/messages/index.js';
import * as myData from './modules/my-data/index.js';
import * as onboarding from './modules/onboarding/index.js';
import * as ownData from './modules/own-data/index.js';
import * as passkeys from './modules/passkeys/index.js';
import * as payments from './modules/payments/index.js';
import * as places from './modules/places/index.js';
import * as privacy from './modules/privacy/index.js';
import * as products from './modules/products/index.js';
import * as profile from './modules/profile/index.js';
import * as recovery from './modules/recovery/index.js';
import * as repairCentres from './modules/repair-centres/index.js';
import * as secondFactor from './modules/second-factor/index.js';
import * as sso from './modules/sso/index.js';
import * as users from './modules/users/index.js';
import { definePaymentQueues, workPaymentQueues } from './payment-jobs.js';
import { paymentProviderOf } from './payments/index.js';
import { devAccountRoutes } from './seed/dev-accounts.js';
import { buildServices } from './services.js';
import { BackgroundTasks } from './shared/background.js';
import { type Clock, systemClock, todayOf } from './shared/clock.js';
import { redactLogLine } from './shared/log-redaction.js';
// The lazy entry of signing/, not its index: its libraries load at the first document, not at start.
import { claimReportPdfOf } from './signing/lazy.js';
import type { Sealer } from './signing/seal.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The claim reports' webhook queue, drained by the tests (the server's worker works it). */
    claimReportWebhook: { drain(): Promise<void> };
    ownDataWebhook: { drain(): Promise<void> };
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  /** E-mail and SMS delivery (delivery/): SMTP and the HTTP gateway, or, when not given, the database outbox. */
  mailer?: Mailer;
  /** The bulk lane's sender (a pool of SMTP connections at a rate, decisions/0155); when not given, `mailer`. */
  bulkMailer?: Mailer;
  sms?: SmsSender;
  clock?: Clock;
  /** Where the pino lines go; tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** The single sign-on key (modules/sso/key.ts); when not given, SSO_SHARED_KEY or none. */
  ssoKey?: Uint8Array | null;
  /** The second factor's key (modules/second-factor/keys.ts); when not given, SECOND_FACTOR_KEY or the tests' key. */
  secondFactorKey?: Buffer;
  /**
   * The agency's seal for the signed claim reports, opened by main.ts before the start; when not given (the
   * tests), opened from the configuration at the first signature.
   */
  sealer?: Sealer;
  /** The secret of the command line tools' routes (/v1/admin/cli/*); without it they refuse every call. */
  cliToken?: string;
  /** Collect every route's schemas into an OpenAPI document (`app.swagger()`), for docs/openapi.json. */
  openApi?: boolean;
  /**
   * Work the delivery queue and its schedules (the server process). Without it messages wait in the queue
   * until something drains it: tests do, after each call (test/harness.ts).
   */
  work?: boolean;
}

/** The log levels that write the line of each request (at 'warn', the bench's and many a production's, none). */
const LOGS_REQUESTS = new Set(['trace', 'debug', 'info']);

const defaultWebDist = resolve(fileURLToPath(import.meta.url), '../../../web/dist');

/** Builds the HTTP application from its parts; touches nothing global, so tests build one each. */
export async function buildApp({
  config,
  db,
  clock = systemClock,
  logStream,
  mailer: givenMailer,
  bulkMailer,
  sms: givenSms,
  ssoKey = config.SSO_SHARED_KEY ? sso.decodeSsoKey(config.SSO_SHARED_KEY) : null,
  cliToken,
  secondFactorKey,
  sealer,
  openApi = false,
  work = false,
}: AppDeps): Promise<FastifyInstance> {
  const logo = readAgencyLogo(config.AGENCY_LOGO_FILE);
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      // Never the headers (Authorization) nor the query string (single sign-on data).
      serializers: { req: (req) => ({ method: req.method, path: req.url.split('?')[0] }) },
      // The one redaction point: every finished line, whoever wrote it, before it leaves the process.
      hooks: { streamWrite: redactLogLine },
    },
    // Our own onResponse hook writes the single line per request.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // While closing, our own hook below answers 503 in the API's shape instead of Fastify's own body.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // A URL Fastify cannot decode (`/v1/%zz`) is refused before routing, past setErrorHandler: answered
    // by the same handler, in the API's shape, rather than Fastify's own body. No hook runs for it: the
    // headers every reply carries are set here.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply);
      reply.header('Cache-Control', 'no-store');
      return handleError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Replies written by compiled serializers; in the tests checked against zod's bytes too (decisions/0080).
  app.setSerializerCompiler(replySerializerCompiler(config.NODE_ENV === 'test'));
  app.setErrorHandler(handleError);
  if (openApi) await registerOpenApi(app);

  // One line per request, with no body, header or query string in it. The hooks on every request take a
  // callback rather than being async: an async hook costs a promise and a turn of the microtask queue
  // per request (issue 19, decisions/0083).
  app.addHook('onResponse', (request, reply, done) => {
    if (LOGS_REQUESTS.has(request.log.level)) {
      request.log.info(
        {
          method: request.method,
          path: request.url.split('?')[0],
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    }
    done();
  });

  // helmet's middleware built once (http/security-headers.ts): @fastify/helmet built it again at every
  // request, parsing the CSP directives each time (decisions/0080).
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    done();
  });
  await registerCompression(app);
  // After helmet's hook: the 503 of a closing server carries the security headers too.
  registerClosingAnswer(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/v1/')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  // Before any route: it watches them register, and at boot holds them to the contract's endpoint table.
  checkRoutesAgainstTable(app);

  // The background work (jobs/, pg-boss): deliveries, the retention purge, and whatever later needs a queue.
  const jobs = await Jobs.open(db, app.log, { schedule: work });
  app.addHook('onClose', async () => {
    await jobs.stop();
    bulkMailer?.close?.();
  });
  const deliveries = await DeliveryQueue.on(jobs, {
    mailer: givenMailer ?? new OutboxMailer(db, clock, app.log),
    ...(bulkMailer ? { bulkMailer } : {}),
    bulkBatch: config.SMTP_POOL_SIZE * 10,
    sms: givenSms ?? new OutboxSmsSender(db, clock, app.log),
    log: app.log,
    onDelivered: async (receipt) =>
      receipt.kind === 'bulk-invitation'
        ? bulkInvitations.delivered(receipt.id)
        : contact.markContactRequestSent(db, receipt.id, clock.now()),
  });
  // Invitations in bulk are paced by the server process that works the queue (docs/decisions/0101).
  const bulkInvitations = new invites.BulkInvitations({ db, clock, config, deliveries });
  app.decorate('deliveries', deliveries);
  if (work) {
    deliveries.work();
    // Requests written before their due time was stored get it, from the server's Italian calendar (0144).
    const dueTimesFilled = await contact.fillDueTimes(db);
    if (dueTimesFilled > 0) app.log.info({ filled: dueTimesFilled }, 'contact requests: due times stored');
    // The purge of what is past its retention runs on the queue's clock, once an hour on one instance.
    await jobs.hourly('retention-purge', () => purgeAndReport(db, clock.now(), app.log));
    app.addHook('onClose', bulkInvitations.pace(app.log));
  }
  const background = new BackgroundTasks(app.log);
  app.decorate('backgroundTasks', background);
  app.addHook('onClose', () => background.drain());
  const services = buildServices({
    db,
    clock,
    config,
    deliveries,
    background,
    ssoKey,
    ...(secondFactorKey ? { secondFactorKey } : {}),
  });
  // Sessions answered from memory for a few seconds, cleared at once on every instance by the database.
  app.addHook('onClose', services.sessions.startCache(config.SESSION_CACHE_SECONDS));
  registerAccessControl(app, services.sessions, cliToken, clock);
  registerHealthChecks(app, db);
  // Prometheus's /metrics, for METRICS_ALLOW's addresses only; every request counted by its route pattern.
  const metrics = new Metrics(db, agency.readBuildInfo());
  app.decorate('metrics', metrics);
  registerMetrics(app, { metrics, allowed: config.METRICS_ALLOW, depths: () => jobs.depths() });

  // The day the due-date rules count from: one for every rule, fixed by CLOCK_TODAY outside production.
  const today = () => todayOf(clock, config.CLOCK_TODAY);
  const webhookOn = config.CLAIM_REPORT_WEBHOOK_URL !== undefined;
  const reportPdf = claimReportPdfOf(config, sealer);
  // A claim report's files checked a few at a time, fairly between clients (decisions/0133).
  const fileChecks = claimReportFiles.fileChecksOf(config);
  metrics.watchFileChecks(() => fileChecks.load);
  if (webhookOn) await jobs.define(claimReports.WEBHOOK_QUEUE, claimReports.WEBHOOK_RETRY);
  // Each change a client makes of their own data, announced to the agency's webhook when one is set.
  const ownDataHookOn = config.OWN_DATA_WEBHOOK_URL !== undefined;
  if (ownDataHookOn) await jobs.define(ownData.OWN_DATA_WEBHOOK_QUEUE, ownData.OWN_DATA_WEBHOOK_RETRY);
  // A payment settled: its receipt, e-mail and line of the agency's books (decisions/0153).
  const { announceBookLine } = await definePaymentQueues(jobs, config);
  // The payment provider of "Paga la rata" (decisions/0151); a payment settled queues its follow-up work.
  const paymentProvider = await paymentProviderOf(config);
  // What a module's routes may be given: the process's parts and the services, one object for all.
  const parts = {
    paymentProvider,
    ...(paymentProvider
      ? {
          settlePayment: (paymentId: number, tx: Db) =>
            jobs.send(payments.PAYMENT_SETTLED_QUEUE, { paymentId }, tx),
        }
      : {}),
    ...(webhookOn
      ? {
          announceSent: (reportId: string, tx: Db) => jobs.send(claimReports.WEBHOOK_QUEUE, { reportId }, tx),
        }
      : {}),
    ...(ownDataHookOn
      ? {
          announceChange: (changeId: number, tx: Db) =>
            jobs.send(ownData.OWN_DATA_WEBHOOK_QUEUE, { changeId }, tx),
        }
      : {}),
    ...(announceBookLine ? { announceBookLine } : {}),
    db,
    clock,
    config,
    today,
    deliveries,
    reportPdf,
    fileChecks,
    // The files of the document to sign (decisions/0128) and of the feed line (decisions/0120):
    // claim-report-files' list, handed down to claim-reports; `on` is the submission's transaction.
    reportFiles: (reportId: string, on?: Db) =>
      new claimReportFiles.ClaimReportFiles({ db, clock, files: services.files, fileChecks }).filesOf(
        reportId,
        on,
      ),
    riskCertificateOf: documents.riskCertificateOfDossier,
    importWatch: metrics.importWatch,
    bulkInvitations,
    ...services,
  };
  // Claim reports (issue 22): driver B's time run out, unsent drafts told of and purged, once an hour; each
  // report sent announced to the agency's webhook when one is configured (docs/decisions/0112).
  const claimReportWork = claimReports.claimReportsOf(parts);
  const deliverWebhook = (job: { data: { reportId: string } }) =>
    claimReportWork.webhook.deliver(job.data.reportId);
  app.decorate('claimReportWebhook', {
    drain: () => jobs.drain<{ reportId: string }>(claimReports.WEBHOOK_QUEUE, deliverWebhook),
  });
  const deliverOwnDataChange = (job: { data: { changeId: number } }) =>
    ownData.deliverOwnDataChange(parts, job.data.changeId);
  app.decorate('ownDataWebhook', {
    drain: () => jobs.drain<{ changeId: number }>(ownData.OWN_DATA_WEBHOOK_QUEUE, deliverOwnDataChange),
  });
  await workPaymentQueues(app, jobs, parts, work);
  if (work) {
    if (ownDataHookOn)
      await jobs.work<{ changeId: number }>(ownData.OWN_DATA_WEBHOOK_QUEUE, deliverOwnDataChange);
    await jobs.hourly('claim-reports', async () => {
      app.log.info({ done: await claimReportWork.hourly() }, 'claim reports: hourly work');
    });
    if (webhookOn) await jobs.work<{ reportId: string }>(claimReports.WEBHOOK_QUEUE, deliverWebhook);
    // Uploads of a report's files idle for a day, and the files of reports that are gone (decisions/0114).
    await jobs.hourly('claim-report-files', async () => {
      app.log.info(
        { swept: await new claimReportFiles.ClaimReportFiles(parts).sweep() },
        'claim report files: sweep',
      );
    });
  }
  // Every module's routes, the clients' and the staff's, asked for and registered the same way.
  const routes: FastifyPluginAsync[] = [
    ...auth.routes(parts),
    ...dossiers.routes(parts),
    ...claims.routes(parts),
    ...claimReports.routes(parts),
    ...claimReportFiles.routes(parts),
    ...glance.routes(parts),
    ...calendar.routes(parts),
    ...documents.routes(parts),
    ...profile.routes(parts),
    ...accesses.routes(parts),
    ...myData.routes(parts),
    ...products.routes(parts),
    ...places.routes(parts),
    ...agency.routes(parts),
    ...onboarding.routes(parts),
    ...recovery.routes(parts),
    ...invites.routes(parts),
    ...sso.routes(parts),
    ...passkeys.routes(parts),
    ...secondFactor.routes(parts),
    ...privacy.routes(parts),
    ...messages.routes(parts),
    ...contact.routes(parts),
    ...ownData.routes(parts),
    ...payments.routes(parts),
    ...repairCentres.routes(parts),
    ...failedDeliveries.routes(parts),
    ...goLive.routes(parts),
    ...users.routes(parts),
    ...agencyImport.routes(parts),
    cliRoutes(parts),
    // Development tools: in production their paths answer like any unknown endpoint. /dev/accounts makes
    // the accounts of the end-to-end tests' own clients (docs/decisions/0071).
    ...(config.NODE_ENV !== 'production' ? [outboxRoutes(db), devAccountRoutes(db, config)] : []),
  ];
  for (const plugin of routes) await app.register(plugin);

  const agencyLogo = registerAgencyLogo(app, logo);
  const pageHtml = await registerWebApp(app, {
    distDir: config.WEB_DIST_DIR ?? defaultWebDist,
    applicationId: config.APPLICATION_ID,
    agencyName: config.AGENCY_LEGAL_NAME,
    agencyLogo,
    agencyClaimsPhone: config.AGENCY_CLAIMS_PHONE ?? null,
    // Source maps help a developer; in production they would publish the source to anyone.
    serveSourceMaps: config.NODE_ENV !== 'production',
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/v1/') || path.startsWith('/dev/');
    // A file that is not there (robots.txt, a source map in production) is not a page of the app.
    const isFile = /\.[A-Za-z0-9]{1,8}$/.test(path);
    if (isApi || isFile || request.method !== 'GET' || !pageHtml) {
      return sendError(reply, ErrorCode.UNKNOWN_ENDPOINT);
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(pageHtml(path));
  });

  return app;
}
