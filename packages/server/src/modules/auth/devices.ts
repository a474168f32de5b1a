import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import {
  findTrustedDevice,
  insertTrustedDevice,
  touchTrustedDevice,
  trustDeviceForSecondFactor,
} from './device-queries.js';

/** How many browsers a user keeps trusted; the least recently used one is forgotten first. */
const DEVICES_PER_USER = 10;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Browsers a user has logged in from, remembered by an HttpOnly cookie (OWASP's "device cookies"):
 * a login from one of them is throttled on its own, so an attacker failing elsewhere cannot lock the
 * owner out (docs/decisions/0037).
 */
export class TrustedDevices {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The id of the user's device whose cookie this is, or undefined (no cookie, another user's, unknown). */
  async find(userId: number, token: string | undefined): Promise<number | undefined> {
    return (await this.findWithSecondFactor(userId, token))?.id;
  }

  /** The device, with until when it skips the second factor (docs/decisions/0091). */
  async findWithSecondFactor(
    userId: number,
    token: string | undefined,
  ): Promise<{ id: number; secondFactorUntil: Date | null } | undefined> {
    if (!token) return undefined;
    return findTrustedDevice(this.db, userId, hashOf(token));
  }

  /** "Ricorda questo browser": this browser (its cookie) skips the second factor until `until`. */
  async skipSecondFactorUntil(userId: number, token: string | undefined, until: Date): Promise<boolean> {
    if (!token) return false;
    return trustDeviceForSecondFactor(this.db, userId, hashOf(token), until);
  }

  /**
   * After the user proved who they are: the cookie token to give the browser. The same token when it
   * already was this user's device; a new one otherwise. `knownId`: the device `find` gave for this same
   * cookie and user moments before (a login), so that it is not looked up twice.
   */
  async remember(
    userId: number,
    presented: string | undefined,
    db: Db = this.db,
    knownId?: number,
  ): Promise<string> {
    const now = this.clock.now();
    const known =
      knownId !== undefined
        ? { id: knownId }
        : presented
          ? await findTrustedDevice(db, userId, hashOf(presented))
          : undefined;
    if (known && presented) {
      await touchTrustedDevice(db, known.id, now);
      return presented;
    }
    const token = randomBytes(32).toString('base64url');
    await insertTrustedDevice(db, { userId, tokenHash: hashOf(token), now }, DEVICES_PER_USER);
    return token;
  }
}
