import { DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { DEMO_PASSWORD, seedDemoAgency } from '../../seed/demo-agency.js';
import { RateLimiter } from '../../shared/rate-limit.js';
import { truncateAll, workerDatabase } from '../../test/database.js';
import { ManualClock } from '../../test/harness.js';
import { TrustedDevices } from './devices.js';
import { AuthService } from './service.js';
import { SessionStore } from './sessions.js';

/** The password checked at once: the logins of one account meet in the database, as no hash lets them. */
const instantCheck = async (storedHash: string | null | undefined, password: string) =>
  Boolean(storedHash) && password === DEMO_PASSWORD;

let auth: AuthService;

beforeAll(async () => {
  const database = await workerDatabase();
  await truncateAll(database);
  const config = testConfig({ LOG_LEVEL: 'error' });
  await seedDemoAgency(database.db, config);
  const db: Db = database.db;
  const clock = new ManualClock();
  auth = new AuthService({
    db,
    clock,
    config,
    sessions: new SessionStore(db, clock, config),
    devices: new TrustedDevices(db, clock),
    rateLimiter: new RateLimiter(db, clock),
    // A login sends nothing: a storm that tried would fail here.
    deliveries: {
      email: () => Promise.reject(new Error('a login sends no e-mail')),
      sms: () => Promise.reject(new Error('a login sends no SMS')),
    },
    checkPassword: instantCheck,
  });
});

/** The demo accounts that log in with the demo password (the bench's login storm takes the same). */
const userCodes = ['10000001', '10000002', '10000003', '90000001'];

/**
 * Logs those accounts in turn, `callers` at once (two an account: within the limits of an account on one
 * address), `total` in all, from one address, as the bench's login storm does; the errors thrown.
 */
async function storm(options: { callers: number; total: number; cookies?: boolean }) {
  const cookies = new Map<string, string>();
  const errors: string[] = [];
  let next = 0;
  const caller = async () => {
    while (next < options.total) {
      const userCode = userCodes[next++ % userCodes.length] as string;
      try {
        const opened = await auth.login(
          { loginId: userCode, password: DEMO_PASSWORD, applicationId: DEFAULT_APPLICATION_ID },
          {
            ipAddress: '127.0.0.1',
            userAgent: 'storm',
            device: options.cookies ? cookies.get(userCode) : undefined,
          },
        );
        if (options.cookies) cookies.set(userCode, opened.deviceToken);
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: options.callers }, caller));
  return errors;
}

describe('a storm of logins on the same accounts, the hash taken out', () => {
  it('answers every one: the rate counters are taken in one order (no deadlock)', async () => {
    expect(await storm({ callers: 8, total: 400 })).toEqual([]);
  }, 60_000);

  it('answers every one from browsers the accounts trust', async () => {
    expect(await storm({ callers: 8, total: 400, cookies: true })).toEqual([]);
  }, 60_000);
});
