import type { FastifyRequest } from 'fastify';
import { readCookie } from './cookies.js';

/** Where a request comes from, as a new session records it. */
export interface ClientInfo {
  ipAddress: string;
  userAgent?: string;
  /** The browser's trusted-device cookie, when it sent one (modules/auth/devices.ts). */
  device?: string;
}

/** The cookie that remembers a browser its user logged in from; only the login calls read it. */
export const DEVICE_COOKIE = 'ac_device';
export const DEVICE_COOKIE_PATH = '/v1/auth';
/**
 * Its name and path over HTTPS: `__Host-` prefixed, which the browser keeps only when set Secure, with
 * Path=/ and no Domain, so neither another host of the domain nor a page over plain HTTP can set or
 * overwrite it (docs/decisions/0131). Over plain HTTP (development, the tests' servers) a browser would
 * refuse a `__Host-` cookie: the plain name, for the login calls only.
 */
export const SECURE_DEVICE_COOKIE = `__Host-${DEVICE_COOKIE}`;

/** The device cookie's name and path for this request: HTTPS as the session's own `Secure` decides it. */
export const deviceCookieOf = (request: FastifyRequest) =>
  request.protocol === 'https'
    ? { name: SECURE_DEVICE_COOKIE, path: '/' }
    : { name: DEVICE_COOKIE, path: DEVICE_COOKIE_PATH };

/** Who calls: what the bearer token of a request resolves to. */
export interface SessionIdentity {
  sessionId: number;
  userId: number;
  userCode: string;
  /** The agency's client this user is; null for staff accounts with no policies. */
  clientId: number | null;
  /** Roles held for the configured application. */
  roles: string[];
  /**
   * A staff member's scope (issue 37, docs/decisions/0158): the feed's id of the one branch whose clients,
   * requests and claim reports they see; null (or absent) for agency-wide staff, always for a Superuser.
   */
  staffBranch?: string | null;
  /** When the second factor was last given in this session (the step-up's clock; docs/decisions/0092). */
  secondFactorAt?: Date | null;
  /** The session waits for its second factor or its set-up: only the factor's calls are served. */
  secondFactorPending?: boolean;
}

/** What the access rules need to know of the account behind a session, beyond who it is. */
export interface AccountState {
  /** Disabled by the agency. */
  disabled: boolean;
  /** Activated: onboarding finished (or the agency created it ready). */
  enabled: boolean;
  /** The agency asked for a new password, not chosen yet: only the post-login steps are served. */
  passwordUpdate: boolean;
  /**
   * Seconds the session has left if no other call comes (idle or absolute expiry, whichever is first),
   * sent back as `Session-Idle-Seconds` so the web can warn before it ends (issue 20).
   */
  secondsLeft?: number;
}

/** The reply header that tells a session's holder how long it has left without calls. */
export const SESSION_SECONDS_HEADER = 'Session-Idle-Seconds';

/** Resolves a bearer token to its live session (modules/auth/sessions.ts implements it). */
export interface SessionResolver {
  resolve(token: string): Promise<(SessionIdentity & AccountState) | null>;
}

export const clientOf = (request: FastifyRequest): ClientInfo => ({
  ipAddress: request.ip,
  userAgent: request.headers['user-agent'],
  device: readCookie(request, deviceCookieOf(request).name),
});
