import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode, Role } from '@area-clienti/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Clock, systemClock } from '../shared/clock.js';
import { AppError } from '../shared/errors.js';
import { isFresh } from '../shared/step-up.js';
import {
  type AccountState,
  SESSION_SECONDS_HEADER,
  type SessionIdentity,
  type SessionResolver,
} from './identity.js';

/**
 * Who may call a route. Every /v1 route declares it; there is no default.
 * 'session': any valid session whatever its roles (status, logout); 'user' and 'superuser' need the role;
 * 'staff' needs the role Staff or Superuser: the agency's day-to-day calls (docs/decisions/0049).
 * 'optional': public, but a valid bearer session, when sent, sets the identity (calls with a public variant).
 * 'cli': only the agency's command line tools, with the token of this server process (docs/decisions/0014).
 */
export type Access = 'public' | 'optional' | 'session' | 'user' | 'superuser' | 'staff' | 'cli';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A call the post-login steps need, served while a forced password change is pending. */
    servesPendingSteps?: boolean;
    /** Served while the session waits for its second factor (docs/decisions/0091). */
    servesSecondFactor?: boolean;
    /** Needs the second factor given within STEP_UP_MINUTES (docs/decisions/0092). */
    stepUp?: boolean;
    /** A staff call over the whole agency: a branch's staff are refused (docs/decisions/0158). */
    agencyWide?: boolean;
  }
  interface FastifyRequest {
    /** The caller, taken from the bearer token; set on every non-public route. */
    identity?: SessionIdentity;
  }
}

/** The roles that open each access level: any one of them will do. */
const ROLES_OF: Record<'user' | 'superuser' | 'staff', readonly string[]> = {
  user: [Role.USER],
  superuser: [Role.SUPERUSER],
  staff: [Role.STAFF, Role.SUPERUSER],
};

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header);
  return match?.[1];
}

/** Compares two secrets in constant time (their hashes have the same length whatever they are). */
const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/**
 * Enforces each route's declared access from the bearer token, before the body is even read. `cliToken`
 * is this process's secret for the command line tools; without it 'cli' routes refuse every call.
 */
export function registerAccessControl(
  app: FastifyInstance,
  sessionStore: SessionResolver,
  cliToken?: string,
  clock: Clock = systemClock,
) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/v1/') && !route.config?.access) {
      throw new Error(`route ${route.method} ${route.url} does not declare its access`);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    if (access === 'cli') {
      if (!cliToken || !token || !sameSecret(token, cliToken)) throw new AppError(ErrorCode.TOKEN);
      return;
    }
    const identity = token ? await sessionStore.resolve(token) : null;
    const config = request.routeOptions.config;
    if (access === 'optional') {
      // A session still waiting for its second factor identifies nobody yet.
      if (identity && !identity.disabled && !identity.secondFactorPending) {
        request.identity = withoutDisabled(identity);
      }
      return;
    }
    if (!identity) throw new AppError(ErrorCode.TOKEN);
    if (identity.disabled) throw new AppError(ErrorCode.USER_DISABLED);
    // A password login of a user with the second factor (or Staff without it set up) is not whole yet.
    if (identity.secondFactorPending && !config?.servesSecondFactor) {
      throw new AppError(ErrorCode.SECONDFACTOR_PENDING);
    }
    if (access !== 'session') {
      if (!ROLES_OF[access].some((role) => identity.roles.includes(role))) {
        throw new AppError(ErrorCode.FORBIDDEN);
      }
      // An account still in registration reaches only the onboarding calls (declared 'session'), not
      // the client's data: the wizard must be finished first.
      if (!identity.enabled) throw new AppError(ErrorCode.USER_DISABLED);
      // A branch's staff see their branch's clients only: a call over the whole agency is not theirs.
      if (config?.agencyWide && identity.staffBranch != null) throw new AppError(ErrorCode.FORBIDDEN);
      // The agency's forced password change comes before the client's data (SPEC §4 post-login flow).
      if (identity.passwordUpdate && !request.routeOptions.config?.servesPendingSteps) {
        throw new AppError(ErrorCode.PASSWORD_UPDATE_PENDING);
      }
    }
    // A session still waiting for its factor reaches only the factor's own calls: setting the app up at a
    // Staff account's first login is the login's step, with no factor yet to prove (decisions/0130).
    if (config?.stepUp && !identity.secondFactorPending && !isFresh(identity.secondFactorAt, clock.now())) {
      throw new AppError(ErrorCode.SECONDFACTOR_STEP_UP);
    }
    if (identity.secondsLeft !== undefined)
      reply.header(SESSION_SECONDS_HEADER, String(identity.secondsLeft));
    request.identity = withoutDisabled(identity);
  });
}

function withoutDisabled({
  disabled: _disabled,
  enabled: _enabled,
  passwordUpdate: _passwordUpdate,
  secondsLeft: _secondsLeft,
  ...identity
}: SessionIdentity & AccountState) {
  return identity;
}
