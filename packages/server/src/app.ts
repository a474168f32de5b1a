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
import { checkRoutesAgainstTable } from './http/endpoint-check.js';
import { handleError, registerClosingAnswer, sendError } from './http/errors.js';
import { registerHealthChecks } from './http/health.js';
import { registerOpenApi } from './http/openapi.js';
import { SECURITY_HEADERS, setSecurityHeaders } from './http/security-headers.js';
import { registerWebApp } from './http/web-app.js';
import { accessRoutes } from './modules/accesses/routes.js';
import { cliRoutes } from './modules/admin/cli-routes.js';
import { contentAdminRoutes } from './modules/admin/content-routes.js';
import { deliveryAdminRoutes } from './modules/admin/delivery-routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { userAdminRoutes } from './modules/admin/user-routes.js';
import { agencyRoutes } from './modules/agency/routes.js';
import { importRoutes } from './modules/agency-import/routes.js';
import { TrustedDevices } from './modules/auth/devices.js';
import { authRoutes } from './modules/auth/routes.js';
import { AuthService } from './modules/auth/service.js';
import { SessionStore } from './modules/auth/sessions.js';
import { calendarRoutes } from './modules/calendar/routes.js';
import { claimRoutes } from './modules/claims/routes.js';
import { markContactRequestSent } from './modules/contact/queries.js';
import { contactRoutes } from './modules/contact/routes.js';
import { ContactService } from './modules/contact/service.js';
import { documentRoutes } from './modules/documents/routes.js';
import { dossierRoutes } from './modules/dossiers/routes.js';
import { glanceRoutes } from './modules/glance/routes.js';
import { inviteRoutes } from './modules/invites/routes.js';
import { InviteService } from './modules/invites/service.js';
import { purgeAndReport } from './modules/maintenance/retention.js';
import { LoginMessageAdmin } from './modules/messages/admin.js';
import { messageRoutes } from './modules/messages/routes.js';
import { myDataRoutes } from './modules/my-data/routes.js';
import { onboardingRoutes } from './modules/onboarding/routes.js';
import { OnboardingService } from './modules/onboarding/service.js';
import { PrivacyTemplateAdmin } from './modules/privacy/admin.js';
import { privacyRoutes } from './modules/privacy/routes.js';
import { productRoutes } from './modules/products/routes.js';
import { profileRoutes } from './modules/profile/routes.js';
import { recoveryRoutes } from './modules/recovery/routes.js';
import { RecoveryService } from './modules/recovery/service.js';
import { repairCentreRoutes } from './modules/repair-centres/routes.js';
import { decodeSsoKey } from './modules/sso/key.js';
import { ssoRoutes } from './modules/sso/routes.js';
import { SsoService } from './modules/sso/service.js';
import { UserAdmin } from './modules/users/admin.js';
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
  // Before any route: it watches them register, and at boot holds them to the contract's endpoint table.
  checkRoutesAgainstTable(app);
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
  await app.register(dossierRoutes(db));
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
