import { okReply } from '@area-clienti/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ToolDeps } from '../../cli/command.js';
import { DATABASE_COMMANDS } from '../../cli/commands/index.js';

/**
 * POST /v1/admin/cli/<command>: the command line tools' way in while this server holds the embedded
 * database. Only the token this process wrote in DATA_DIR/owner.json opens them (docs/decisions/0014).
 */
export const cliRoutes =
  (deps: ToolDeps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const command of DATABASE_COMMANDS) {
      app.post(
        `/v1/admin/cli/${command.name}`,
        {
          schema: { body: command.args, response: { 200: okReply(command.result.shape) } },
          config: { access: 'cli' },
        },
        async (request) => ({ status: 'OK' as const, ...(await command.run(deps, request.body)) }),
      );
    }
  };
