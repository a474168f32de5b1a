import { z } from 'zod';
import { bodyUserId, okReply } from './envelope.js';

export const loginRequest = z.object({
  loginId: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
  applicationId: z.string().min(1).max(64),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const registration = z.object({ applicationId: z.string(), roles: z.array(z.string()) });

export const sessionUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  active: z.boolean(),
  registrations: z.array(registration),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginReply = okReply({
  token: z.string(),
  user: sessionUser,
  /**
   * Ours (docs/decisions/0091): the session waits for the second factor ('verify') or, for Staff and
   * Superuser without one, its set-up ('setup'); absent when the session is whole.
   */
  secondFactor: z.literal(['verify', 'setup']).optional(),
});
export type LoginReply = z.infer<typeof loginReply>;

export const userStatusRequest = z.object({ userID: bodyUserId });

export const userStatus = z.object({
  enabled: z.boolean(),
  onboardCompleted: z.boolean(),
  phoneVerified: z.boolean(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  autologinFlag: z.boolean(),
  /** The user wants an e-mail when something new reaches their area (docs/decisions/0051); `setClientNotices`. */
  clientNotices: z.boolean(),
});
export type UserStatus = z.infer<typeof userStatus>;

export const userStatusReply = okReply({
  user: userStatus.nullable(),
  email: z.string().nullable(),
  privacyUpdates: z.array(z.string()),
  messageToShow: z.boolean(),
  passwordUpdate: z.boolean(),
  loginWarning: z.boolean(),
  /** Ours: a client with neither a passkey nor the app who never dismissed their offer: the home shows its card (decisions/0150). */
  secondFactorOffer: z.boolean().optional(),
});
export type UserStatusReply = z.infer<typeof userStatusReply>;

export const emptyRequest = z.object({}).loose();
export const plainOkReply = okReply({});

/**
 * Roles a registration may carry (SPEC §6). Staff: the agency's employees who run the portal day to day
 * but do not administer accounts (docs/decisions/0049).
 */
export const Role = { USER: 'User', SUPERUSER: 'Superuser', STAFF: 'Staff' } as const;
export type Role = (typeof Role)[keyof typeof Role];
