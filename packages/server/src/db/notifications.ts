import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { type Db, dedicatedClientFor } from './database.js';

export interface NotificationHandlers {
  /** A notification on the channel, with its payload. */
  onNotification(payload: string): void;
  /**
   * Whether notifications are being heard: true once LISTEN is in place (again), false the moment the
   * connection breaks. While false, whatever the notifications keep fresh must not be trusted.
   */
  onListening(listening: boolean): void;
}

/** Waits before each new connection: 0.2, 0.4, 0.8… seconds, at most 5. */
const reconnectDelayMs = (attempt: number) => Math.min(5_000, 200 * 2 ** attempt);

/**
 * PostgreSQL LISTEN on `channel` through a connection of its own (application_name `area-clienti-listen`),
 * connected again whenever it breaks (a restart, a network cut, pg_terminate_backend). Undefined when `db` is
 * no pool's (a transaction's). `stop()` ends it.
 */
export function listenForNotifications(
  db: Db,
  channel: string,
  handlers: NotificationHandlers,
): { stop(): Promise<void> } | undefined {
  if (!dedicatedClientFor(db, 'area-clienti-listen')) return undefined;
  let stopped = false;
  let wake: (() => void) | undefined;
  const stopping = new AbortController();

  async function listenOnce(): Promise<void> {
    const client = dedicatedClientFor(db, 'area-clienti-listen') as pg.Client;
    let onLost = () => {};
    const lost = new Promise<boolean>((resolve) => {
      onLost = () => resolve(false);
    });
    wake = onLost;
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    const ready = (async () => {
      await client.connect();
      await client.query(`listen "${channel}"`);
      return true;
    })();
    ready.catch(() => {});
    try {
      // Whichever comes first: listening, or the connection lost (or `stop`) before it was.
      if (!(await Promise.race([ready, lost])) || stopped) return;
      handlers.onListening(true);
      await lost;
    } finally {
      handlers.onListening(false);
      // A connection that never opened may never say it ended: waiting is bounded.
      await Promise.race([client.end().catch(() => {}), sleep(1_000)]);
    }
  }

  const loop = (async () => {
    for (let attempt = 0; !stopped; ) {
      const started = Date.now();
      await listenOnce().catch(() => {});
      if (stopped) break;
      // A connection that held for a while starts the delays again.
      attempt = Date.now() - started > 10_000 ? 0 : attempt + 1;
      await sleep(reconnectDelayMs(attempt), undefined, { signal: stopping.signal }).catch(() => {});
    }
  })();

  return {
    async stop() {
      stopped = true;
      stopping.abort();
      wake?.();
      await loop;
    },
  };
}
