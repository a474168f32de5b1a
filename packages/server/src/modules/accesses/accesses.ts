import type { Accesso, PasskeyAggiunta } from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { SessionRow } from '../auth/index.js';
import type { PasskeyRow } from '../passkeys/index.js';
import { maskedNetwork } from './network.js';
import { describeUserAgent } from './user-agent.js';

/** What decides whether a session is still open (SessionStore.resolve applies the same limits). */
export type SessionLimits = Pick<Config, 'SESSION_IDLE_MINUTES'>;

/** Not ended, and neither past its absolute expiry nor idle too long. */
export function isOpen(row: SessionRow, now: Date, limits: SessionLimits): boolean {
  const idleLimit = row.lastSeenAt.getTime() + limits.SESSION_IDLE_MINUTES * 60_000;
  return row.revokedAt === null && row.expiresAt > now && idleLimit > now.getTime();
}

/** A session as the client reads it: when, from which browser and system, from which network (masked). */
export function toAccesso(row: SessionRow, now: Date, limits: SessionLimits): Accesso {
  return {
    data: row.createdAt.toISOString(),
    ...describeUserAgent(row.userAgent),
    rete: maskedNetwork(row.ipAddress),
    attiva: isOpen(row, now, limits),
    nuovoAccesso: row.newAccess,
  };
}

/** A passkey as the accesses show it: its name and when it was added (decisions/0130), nothing of its key. */
export function toPasskeyAggiunta(row: Pick<PasskeyRow, 'name' | 'createdAt'>): PasskeyAggiunta {
  return { nome: row.name, aggiunta: row.createdAt.toISOString() };
}
