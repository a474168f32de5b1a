import { okReply } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { toolRoute } from '../http/route.js';
import type { ToolDeps } from './command.js';
import { DATABASE_COMMANDS } from './index.js';

/**
 * POST /v1/admin/cli/<command>: the command line tools' way in while this server holds the embedded
 * database. Only the token this process wrote in DATA_DIR/owner.json opens them (docs/decisions/0014).
 */
export const cliRoutes =
  (deps: ToolDeps): FastifyPluginAsync =>
  async (app) => {
    for (const command of DATABASE_COMMANDS) {
      toolRoute(
        app,
        `/v1/admin/cli/${command.name}`,
        { body: command.args, reply: okReply(command.result.shape), errors: command.errors },
        // The tool's Ctrl-C closes its connection: a command that stops on it (an import) stops here too.
        (args, { callerGone }) => command.run({ ...deps, signal: callerGone() }, args),
      );
    }
  };
