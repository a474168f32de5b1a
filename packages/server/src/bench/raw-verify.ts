import { hashPassword, verifyPassword } from '../modules/auth/index.js';
import { DEMO_PASSWORD } from '../seed/demo-agency.js';

/** The machine's raw argon2id verify rate, and the CPU time one verify cost. */
export interface RawVerify {
  rate: number;
  cpuMs: number;
  systemMs: number;
}

/**
 * The machine's own argon2id verify rate at the server's parameters (passwords.ts), `callers` at once as
 * the login storm sends them, in this process while the server is idle: what a login cannot beat.
 */
export async function rawVerifyRate(callers: number, seconds: number): Promise<RawVerify> {
  const stored = await hashPassword(DEMO_PASSWORD);
  let verified = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const cpuBefore = process.cpuUsage();
  const verifier = async () => {
    while (performance.now() < until) {
      if (!(await verifyPassword(stored, DEMO_PASSWORD))) throw new Error('the demo password did not verify');
      verified++;
    }
  };
  await Promise.all(Array.from({ length: callers }, verifier));
  const rate = verified / ((performance.now() - started) / 1000);
  const cpu = process.cpuUsage(cpuBefore);
  // The CPU time of one verify: this process's, every thread of it (the hashes run on libuv's pool).
  return { rate, cpuMs: (cpu.user + cpu.system) / 1000 / verified, systemMs: cpu.system / 1000 / verified };
}
