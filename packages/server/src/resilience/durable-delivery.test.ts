import { ApiPath } from '@area-clienti/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ReceivedEmail, sixDigitCodeIn, startSmtpServer } from '../test/delivery-servers.js';
import { forwardPort, freePort } from '../test/local-ports.js';
import { createPrivateCluster, type PrivateCluster } from '../test/private-cluster.js';
import { registrationBody } from '../test/registration.js';
import { killServerProcesses, resilienceUnavailable, startServerProcess } from '../test/server-process.js';

// Server processes on a private PostgreSQL cluster, with real SMTP servers that come and go.
const unavailable = resilienceUnavailable();

describe.skipIf(unavailable)(
  'e-mail through the durable queue across crashes and outages (docs/decisions/0044)',
  () => {
    let cluster: PrivateCluster;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      cluster = await createPrivateCluster();
      smtp = await startSmtpServer();
    });
    afterEach(() => killServerProcesses());
    afterAll(async () => {
      try {
        await smtp?.close();
      } finally {
        await cluster?.remove();
      }
    });

    /** The e-mails in a database's queue, as the test reads them in the database itself. */
    const queuedEmails = (database: string) =>
      cluster.query<{ to: string; state: string }>(
        database,
        "select data->'email'->>'to' as to, state from pgboss.job where name = 'email'",
      );

    /**
     * The queue waits 30 to 60 s before trying a failed message again (pg-boss's backoff, on the database's
     * clock). The test does not wait: once the failed try is recorded, its next try is moved to now, in the
     * database, as src/delivery/queue.test.ts does.
     */
    const makeRetriesDue = (database: string) =>
      vi.waitFor(
        async () => {
          const moved = await cluster.query(
            database,
            "update pgboss.job set start_after = now() where name = 'email' and state = 'retry' returning id",
          );
          if (moved.length === 0) throw new Error('no failed try recorded yet');
        },
        { timeout: 5_000, interval: 100 },
      );

    /** The e-mails received to an address, once there is one (at most `timeoutMs`). */
    const receivedTo = (address: string, timeoutMs: number) =>
      vi.waitFor(
        (): ReceivedEmail[] => {
          const mails = smtp.to(address);
          if (mails.length === 0) throw new Error(`no e-mail to ${address} yet`);
          return mails;
        },
        { timeout: timeoutMs, interval: 100 },
      );

    // Two servers start one after the other: past the default 20 s on a loaded machine.
    it('sends the registration e-mail of a server killed right after the registration committed, once a new one starts', {
      timeout: 60_000,
    }, async () => {
      const databaseUrl = await cluster.createDatabase('killed');
      // An SMTP address where nothing listens: nothing can leave before the kill.
      const nowhere = `smtp://127.0.0.1:${await freePort()}`;
      const killed = await startServerProcess(databaseUrl, { SMTP_URL: nowhere });
      await killed.waitUntilReady();

      const registered = await killed.post(ApiPath.createUser, registrationBody());
      killed.signal('SIGKILL');
      expect(registered.status).toBe(200);
      expect((await killed.exited).signal).toBe('SIGKILL');

      // Committed with the account: the e-mail waits in the queue, unsent.
      const [queued, ...others] = await queuedEmails('killed');
      expect(others).toEqual([]);
      expect(queued?.to).toBe('anna.neri@example.it');
      // Almost always 'created': the worker polls every second and the kill came a millisecond after the
      // reply. Had the worker been quicker, its one try met the closed port and waits for its next try.
      // ('active', a kill in the middle of a try, would wait for pg-boss to expire the try: minutes.)
      expect(['created', 'retry']).toContain(queued?.state);
      if (queued?.state === 'retry') await makeRetriesDue('killed');

      const restarted = await startServerProcess(databaseUrl, { SMTP_URL: smtp.url });
      await restarted.waitUntilReady();
      const [mail, ...more] = await receivedTo('anna.neri@example.it', 10_000);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe('Area Clienti: il codice per verificare la tua e-mail');
      // The code in it verifies the address, with the session the first process opened.
      const { token } = registered.body as { token: string };
      const code = sixDigitCodeIn(mail?.text ?? '');
      const validated = await restarted.post(ApiPath.validateEmail, { emailVerificationToken: code }, token);
      expect(validated.status).toBe(200);
      expect(await queuedEmails('killed')).toEqual([{ to: 'anna.neri@example.it', state: 'completed' }]);
    });

    it('delivers a queued e-mail once the SMTP server comes up, after logging the failed try and its cause', {
      timeout: 60_000,
    }, async () => {
      const databaseUrl = await cluster.createDatabase('smtp_down');
      const smtpPort = await freePort();
      const server = await startServerProcess(databaseUrl, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
      await server.waitUntilReady();

      const asked = await server.post(ApiPath.forgotPasswordSendCode, { email: '10000001' });
      expect(asked.body).toEqual({ status: 'OK' });
      const failure = await server.waitForLine(/delivery failed/, 10_000);
      expect(JSON.parse(failure)).toMatchObject({ channel: 'email', cause: 'unreachable' });
      expect(smtp.to('mario.rossi@example.it')).toEqual([]);

      // The SMTP server comes up at the address the server was given.
      const closeSmtpAddress = await forwardPort(smtpPort, Number(new URL(smtp.url).port));
      try {
        await makeRetriesDue('smtp_down');
        const [mail, ...more] = await receivedTo('mario.rossi@example.it', 10_000);
        expect(more).toEqual([]);
        expect(mail?.subject).toBe('Area Clienti: recupero della password');
        expect(mail?.text).toMatch(
          new RegExp(`http://localhost:${server.port}/recupero-password/[A-Za-z0-9]{40}`),
        );
      } finally {
        await closeSmtpAddress();
      }
    });
  },
);
