import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode } from '@area-clienti/contract';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { OutboxMailer, OutboxSmsSender } from './delivery/outbox.js';
import type { Mailer, SmsSender } from './delivery/ports.js';
import { DeliveryQueue } from './delivery/queue.js';
import { outboxRoutes } from './delivery/routes.js';
import { registerAccessControl } from './http/access.js';
import { registerCompression } from './http/compression.js';
import { handleError, registerClosingAnswer, sendError } from './http/errors.js';
import { registerHealthChecks } from './http/health.js';
import { registerOpenApi } from './http/openapi.js';
import { SECURITY_HEADERS, setSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { accessRoutes } from './modules/accesses/index.js';
import {
  adminRoutes,
  cliRoutes,
  contentAdminRoutes,
  deliveryAdminRoutes,
  userAdminRoutes,
} from './modules/admin/index.js';
import { agencyRoutes } from './modules/agency/index.js';
import { importRoutes } from './modules/agency-import/index.js';
import { AuthService, authRoutes, SessionStore, TrustedDevices } from './modules/auth/index.js';
import { calendarRoutes } from './modules/calendar/index.js';
import { claimRoutes } from './modules/claims/index.js';
import { ContactService, contactRoutes, markContactRequestSent } from './modules/contact/index.js';
import { documentRoutes, riskCertificateOfDossier } from './modules/documents/index.js';
import { dossierRoutes } from './modules/dossiers/index.js';
import { glanceRoutes } from './modules/glance/index.js';
import { InviteService, inviteRoutes } from './modules/invites/index.js';
import { purgeAndReport } from './modules/maintenance/index.js';
import { LoginMessageAdmin, messageRoutes } from './modules/messages/index.js';
import { myDataRoutes } from './modules/my-data/index.js';
import { OnboardingService, onboardingRoutes } from './modules/onboarding/index.js';
import { PrivacyTemplateAdmin, privacyRoutes } from './modules/privacy/index.js';
import { productRoutes } from './modules/products/index.js';
import { profileRoutes } from './modules/profile/index.js';
import { RecoveryService, recoveryRoutes } from './modules/recovery/index.js';
import { repairCentreRoutes } from './modules/repair-centres/index.js';
import { decodeSsoKey, SsoService, ssoRoutes } from './modules/sso/index.js';
import { UserAdmin } from './modules/users/index.js';
import { BackgroundTasks } from './shared/background.js';
import { type Clock, systemClock, todayOf } from './shared/clock.js';
import { redactLogLine } from './shared/log-redaction.js';
import { RateLimiter } from './shared/rate-limit.js';

export interface AppDeps {
  config: Config;
  db: Db;
  /** E-mail and SMS delivery (delivery/): SMTP and the HTTP gateway, or, when not given, the database outbox. */
  mailer?: Mailer;
  sms?: SmsSender;
  clock?: Clock;
  /** Where the pino lines go; tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** The single sign-on key (modules/sso/key.ts); when not given, SSO_SHARED_KEY or none. */
  ssoKey?: Uint8Array | null;
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

const defaultWebDist = resolve(fileURLToPath(import.meta.url), '../../../web/dist');

/** Builds the HTTP application from its parts; touches nothing global, so tests build one each. */
export async function buildApp({
  config,
  db,
  clock = systemClock,
  logStream,
  mailer: givenMailer,
  sms: givenSms,
  ssoKey = config.SSO_SHARED_KEY ? decodeSsoKey(config.SSO_SHARED_KEY) : null,
  cliToken,
  openApi = false,
  work = false,
}: AppDeps): Promise<FastifyInstance> {
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
    trustProxy: config.TRUST_PROXY,
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
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  if (openApi) await registerOpenApi(app);

  // One line per request, with no body, header or query string in it.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  await app.register(helmet, SECURITY_HEADERS);
  await registerCompression(app);
  // After helmet's hook: the 503 of a closing server carries the security headers too.
  registerClosingAnswer(app);
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/v1/')) reply.header('Cache-Control', 'no-store');
  });

  const sessions = new SessionStore(db, clock, config);
  const rateLimiter = new RateLimiter(db, clock);
  const auth = new AuthService({
    db,
    clock,
    config,
    sessions,
    rateLimiter,
    devices: new TrustedDevices(db, clock),
  });
  registerAccessControl(app, sessions, cliToken);
  registerHealthChecks(app, db);
  const deliveries = await DeliveryQueue.open(
    {
      db,
      mailer: givenMailer ?? new OutboxMailer(db, clock, app.log),
      sms: givenSms ?? new OutboxSmsSender(db, clock, app.log),
      log: app.log,
      onDelivered: async (receipt) => markContactRequestSent(db, receipt.id, clock.now()),
    },
    { schedule: work },
  );
  app.decorate('deliveries', deliveries);
  app.addHook('onClose', () => deliveries.stop());
  if (work) {
    await deliveries.work();
    // The purge of what is past its retention runs on the queue's clock, once an hour on one instance.
    await deliveries.hourly('retention-purge', () => purgeAndReport(db, clock.now(), app.log));
  }
  const background = new BackgroundTasks(app.log);
  app.decorate('backgroundTasks', background);
  app.addHook('onClose', () => background.drain());
  const onboarding = new OnboardingService({
    db,
    clock,
    config,
    auth,
    rateLimiter,
    deliveries,
  });
  const recovery = new RecoveryService({ db, clock, config, sessions, rateLimiter, deliveries, background });

  await app.register(authRoutes(auth, sessions));
  await app.register(dossierRoutes(db, riskCertificateOfDossier));
  await app.register(claimRoutes(db));
  // The day the due-date rules count from: one for every rule, fixed by CLOCK_TODAY outside production.
  const today = () => todayOf(clock, config.CLOCK_TODAY);
  await app.register(glanceRoutes(db, today));
  await app.register(calendarRoutes({ db, clock, config, today }));
  await app.register(documentRoutes(db));
  await app.register(profileRoutes(db));
  await app.register(accessRoutes({ db, clock, sessions, limits: config }));
  await app.register(myDataRoutes({ db, clock, rateLimiter, limits: config }));
  await app.register(productRoutes());
  await app.register(agencyRoutes(config));
  await app.register(onboardingRoutes(onboarding));
  await app.register(recoveryRoutes(recovery));
  await app.register(inviteRoutes(new InviteService({ db, clock, rateLimiter, sessions, auth })));
  await app.register(ssoRoutes(new SsoService({ db, clock, config, auth, key: ssoKey })));
  await app.register(privacyRoutes(db, clock));
  await app.register(messageRoutes(db, clock));
  await app.register(contactRoutes(new ContactService({ db, clock, config, rateLimiter, deliveries })));
  await app.register(repairCentreRoutes(db));
  await app.register(adminRoutes({ db, clock, config }));
  await app.register(deliveryAdminRoutes(db, deliveries));
  const users = new UserAdmin({ db, clock, rateLimiter, config, deliveries });
  await app.register(userAdminRoutes(users));
  await app.register(
    contentAdminRoutes(new LoginMessageAdmin({ db, clock }), new PrivacyTemplateAdmin({ db, clock })),
  );
  await app.register(importRoutes({ db, deliveries, config }, users));
  await app.register(cliRoutes({ db, config, clock, deliveries, users }));
  // A development tool: in production the path answers like any unknown endpoint.
  if (config.NODE_ENV !== 'production') await app.register(outboxRoutes(db));

  const indexHtml = await registerWebApp(app, {
    distDir: config.WEB_DIST_DIR ?? defaultWebDist,
    applicationId: config.APPLICATION_ID,
    // Source maps help a developer; in production they would publish the source to anyone.
    serveSourceMaps: config.NODE_ENV !== 'production',
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/v1/') || path.startsWith('/dev/');
    // A file that is not there (robots.txt, a source map in production) is not a page of the app.
    const isFile = /\.[A-Za-z0-9]{1,8}$/.test(path);
    if (isApi || isFile || request.method !== 'GET' || !indexHtml) {
      return sendError(reply, ErrorCode.UNKNOWN_ENDPOINT);
    }
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
  });

  return app;
}
