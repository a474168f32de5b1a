import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { cliRoutes } from './commands/routes.js';
import { trustProxyOption } from './config.js';
import { outboxRoutes } from './delivery/routes.js';
import { registerAccessControl } from './http/access.js';
import { readAgencyLogo } from './http/agency-logo.js';
import { registerCompression } from './http/compression.js';
import { checkRoutesAgainstTable } from './http/endpoint-check.js';
import { handleError, registerClosingAnswer } from './http/errors.js';
import { registerHealthChecks } from './http/health.js';
import { registerOpenApi } from './http/openapi.js';
import { replySerializerCompiler } from './http/reply-serializer.js';
import { setSecurityHeaders } from './http/security-headers.js';
import { registerPages } from './http/web-app.js';
import type { ModuleJobs } from './jobs/declare.js';
import { Jobs } from './jobs/jobs.js';
import { ModuleQueues, type SendersOf } from './jobs/registrar.js';
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
import * as maintenance from './modules/maintenance/index.js';
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
import { devAccountRoutes } from './seed/dev-accounts.js';
import { buildParts, type ProcessDeps } from './services.js';
import { redactLogLine } from './shared/log-redaction.js';

/**
 * Every module's front door, asked the same way: its routes registered in this order, its queues defined
 * and its jobs registered (jobs/declare.ts, decisions/0162).
 */
export const MODULES = [
  auth,
  dossiers,
  claims,
  claimReports,
  claimReportFiles,
  glance,
  calendar,
  documents,
  profile,
  accesses,
  myData,
  products,
  places,
  agency,
  onboarding,
  recovery,
  invites,
  sso,
  passkeys,
  secondFactor,
  privacy,
  messages,
  contact,
  ownData,
  payments,
  repairCentres,
  failedDeliveries,
  goLive,
  users,
  agencyImport,
  maintenance,
] as const;

/** What app.ts asks of a front door, given the parts: both optional, a module may have no routes or no jobs. */
interface FrontDoor<Parts> {
  routes?: (parts: Parts) => FastifyPluginAsync[];
  jobs?: (parts: Parts) => ModuleJobs;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules' queues: the tests drain them and queue on them (the server's workers work them). */
    queues: ModuleQueues<SendersOf<typeof MODULES>>;
  }
}

export interface AppDeps extends ProcessDeps {
  /** Where the pino lines go; tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** The secret of the command line tools' routes (/v1/admin/cli/*); without it they refuse every call. */
  cliToken?: string;
  /** Collect every route's schemas into an OpenAPI document (`app.swagger()`), for docs/openapi.json. */
  openApi?: boolean;
  /**
   * Work the queues and their schedules (the server process). Without it jobs wait in their queues until
   * something drains them: tests do, after each call (test/harness.ts) or by `app.queues.drain`.
   */
  work?: boolean;
}

/** The log levels that write the line of each request (at 'warn', the bench's and many a production's, none). */
const LOGS_REQUESTS = new Set(['trace', 'debug', 'info']);

const defaultWebDist = resolve(fileURLToPath(import.meta.url), '../../../web/dist');

/** Builds the HTTP application from its parts; touches nothing global, so tests build one each. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, logStream, openApi = false, work = false } = deps;
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

  // The background work (jobs/, pg-boss): every module's queues defined first, since the parts hand out
  // their senders (`announceSent`, `settlePayment`, …) and a service may queue on one at once.
  const jobs = await Jobs.open(db, app.log, { schedule: work });
  const queues = await ModuleQueues.define(jobs, config, MODULES);
  app.addHook('onClose', async () => {
    await jobs.stop();
    deps.bulkMailer?.close?.();
    await queues.stop();
  });
  const parts = await buildParts({ ...deps, jobs, log: app.log, senders: queues.senders });
  app.decorate('deliveries', parts.deliveries);
  app.decorate('queues', queues);
  app.decorate('backgroundTasks', parts.background);
  app.addHook('onClose', () => parts.background.drain());
  // Sessions answered from memory for a few seconds, cleared at once on every instance by the database.
  app.addHook('onClose', parts.sessions.startCache(config.SESSION_CACHE_SECONDS));
  registerAccessControl(app, parts.sessions, deps.cliToken, parts.clock);
  registerHealthChecks(app, db);
  // Prometheus's /metrics, for METRICS_ALLOW's addresses only; every request counted by its route pattern.
  app.decorate('metrics', parts.metrics);
  registerMetrics(app, {
    metrics: parts.metrics,
    allowed: config.METRICS_ALLOW,
    depths: () => jobs.depths(),
  });

  // Every module asked the same way: its jobs worked here when this process works, else drained on demand.
  const doors: readonly FrontDoor<typeof parts>[] = MODULES;
  if (work) parts.deliveries.work();
  const moduleJobs = doors.map((door) => door.jobs?.(parts));
  await queues.register(moduleJobs, work);
  const routes = [
    ...doors.flatMap((door) => door.routes?.(parts) ?? []),
    cliRoutes(parts),
    // Development tools: in production their paths answer like any unknown endpoint. /dev/accounts makes
    // the accounts of the end-to-end tests' own clients (docs/decisions/0071).
    ...(config.NODE_ENV !== 'production' ? [outboxRoutes(db), devAccountRoutes(db, config)] : []),
  ];
  for (const plugin of routes) await app.register(plugin);

  await registerPages(app, {
    logo,
    distDir: config.WEB_DIST_DIR ?? defaultWebDist,
    applicationId: config.APPLICATION_ID,
    agencyName: config.AGENCY_LEGAL_NAME,
    agencyClaimsPhone: config.AGENCY_CLAIMS_PHONE ?? null,
    // Source maps help a developer; in production they would publish the source to anyone.
    serveSourceMaps: config.NODE_ENV !== 'production',
  });
  return app;
}
