import { ErrorCode } from '@area-clienti/contract';
import type { FastifyInstance } from 'fastify';
import { type Db, databaseAnswers } from '../db/database.js';
import { sendError } from './errors.js';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/**
 * For load balancers and orchestrators (docs/deployment.md): `/healthz` says the process answers (it
 * touches no database, so a database outage does not get healthy instances restarted); `/readyz` says it
 * can serve: the database answers (this process migrated it before it started listening).
 */
export function registerHealthChecks(app: FastifyInstance, db: Db) {
  app.get(HEALTH_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'OK' as const };
  });
  app.get(READY_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await databaseAnswers(db);
    } catch {
      return sendError(reply, ErrorCode.CONNECTION);
    }
    return { status: 'OK' as const };
  });
}
