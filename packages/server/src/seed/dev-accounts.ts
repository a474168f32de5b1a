import { ErrorCode, Role } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { clients } from '../db/schema.js';
import { nextUserCode } from '../modules/accounts/index.js';
import { hashPassword } from '../modules/auth/index.js';
import { AppError } from '../shared/errors.js';
import { writeAccount } from './demo-agency.js';

export const DEV_ACCOUNTS_PATH = '/dev/accounts';

const accountRequest = z.object({
  /** The agency's id of a client imported before (POST /v1/admin/import). */
  client: z.string().min(1).max(64),
  email: z.email().max(254),
  /** Absent: no password yet, the client enters by a first-access invite. */
  password: z.string().min(1).max(200).optional(),
  superuser: z.boolean().default(false),
  autologin: z.boolean().default(false),
  disabled: z.boolean().default(false),
  passwordUpdateRequired: z.boolean().default(false),
  previousPrivacyOnly: z.boolean().default(false),
  /** Not yet offered a passkey or the app: the home's card is due (docs/decisions/0150). */
  offerDue: z.boolean().default(false),
  loginMessage: z
    .object({ agencyId: z.string().min(1).max(64), titolo: z.string().max(200), testo: z.string().max(5000) })
    .optional(),
});
const accountReply = z.object({ status: z.literal('OK'), userCode: z.string() });

/**
 * POST /dev/accounts: an account, as the demo's are, for a client a test has just imported — the end-to-end
 * tests' own clients (docs/decisions/0071). A development tool like /dev/outbox: registered only outside
 * production, where the path answers like any unknown endpoint. Its user ID comes from the registrations'
 * sequence, so it is new on every call.
 */
export const devAccountRoutes =
  (db: Db, config: Pick<Config, 'APPLICATION_ID'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      DEV_ACCOUNTS_PATH,
      {
        schema: { body: accountRequest, response: { 200: accountReply } },
        config: { access: 'public' },
      },
      async (request) => {
        const body = request.body;
        const [client] = await db
          .select({ id: clients.id, cell: clients.cell })
          .from(clients)
          .where(eq(clients.agencyId, body.client));
        if (!client) throw new AppError(ErrorCode.NOT_FOUND);
        const userCode = await nextUserCode(db);
        await writeAccount(
          db,
          config,
          {
            userCode,
            email: body.email,
            client: body.client,
            roles: body.superuser ? [Role.USER, Role.SUPERUSER] : [Role.USER],
            autologin: body.autologin,
            noPassword: body.password === undefined,
            disabled: body.disabled,
            passwordUpdateRequired: body.passwordUpdateRequired,
            previousPrivacyOnly: body.previousPrivacyOnly,
            offerDue: body.offerDue,
            ...(body.loginMessage ? { loginMessage: body.loginMessage } : {}),
          },
          client,
          body.password === undefined ? '' : await hashPassword(body.password),
        );
        return { status: 'OK' as const, userCode };
      },
    );
  };
