import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPrivateCluster, type PrivateCluster } from '../test/private-cluster.js';
import { killServerProcesses, resilienceUnavailable, startServerProcess } from '../test/server-process.js';

// A private PostgreSQL cluster this file freezes and stops; the machine's own server is never touched.
const unavailable = resilienceUnavailable();
const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CONNECTION_ERROR = { status: 'KO', error: { code: ErrorCode.CONNECTION } };

/** One HTTP/1.1 response read off a raw socket. */
interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A raw keep-alive connection to the server: requests written on it are pipelined, so one can arrive
 * while the server is closing (a new connection would be refused by then). `closed` resolves with every
 * response read once the server has closed the connection.
 */
function rawConnection(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    received += chunk;
  });
  const closed = new Promise<RawResponse[]>((done) => {
    socket.on('error', () => {});
    socket.on('close', () => done(parseResponses(received)));
  });
  return {
    post(path: string, token: string) {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Authorization: Bearer ${token}\r\nContent-Length: 2\r\n\r\n{}`,
      );
    },
    closed,
    destroy: () => socket.destroy(),
  };
}

/** The responses in what a connection received (each with a Content-Length body, as the server sends). */
function parseResponses(text: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...headerLines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const length = Number(headers['content-length'] ?? 0);
    const body = rest.slice(headEnd + 4, headEnd + 4 + length);
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) });
    rest = rest.slice(headEnd + 4 + length);
  }
  return responses;
}

describe.skipIf(unavailable)(
  'a server process starting and stopping around its database (docs/decisions/0042)',
  () => {
    let cluster: PrivateCluster;
    beforeAll(async () => {
      cluster = await createPrivateCluster();
    });
    afterEach(async () => {
      cluster.resume();
      await killServerProcesses();
    });
    afterAll(() => cluster?.remove());

    it('exits within its limit on SIGTERM with the database frozen, answering in the API shape meanwhile', {
      timeout: 120_000,
    }, async () => {
      const server = await startServerProcess(await cluster.createDatabase('sigterm'), { LOG_LEVEL: 'info' });
      await server.waitUntilReady();
      const token = await server.login('10000001');

      cluster.freeze();
      const connection = rawConnection(server.port);
      // This call's session lookup hangs on the frozen database: the shutdown has a request to drain.
      connection.post(ApiPath.getDossierList, token);
      await sleep(300); // on loopback it reaches the server within a millisecond
      const sigterm = Date.now();
      server.signal('SIGTERM');
      await server.waitForLine(/shutting down: draining requests/, 2_000);
      // A call that arrives while the server is closing, on the open connection.
      connection.post(ApiPath.getDossierList, token);

      // Its own limit is 10 s, whatever the database does; the orchestrator's (TimeoutStopSec) is 15.
      const exit = await Promise.race([server.exited, sleep(15_000).then(() => undefined)]);
      expect(exit, 'still running 15 s after SIGTERM').toBeDefined();
      expect(Date.now() - sigterm).toBeLessThan(15_000);
      // By itself: having drained (0), or at its own limit (1, "shutdown took too long"); never killed.
      expect(exit?.signal).toBeNull();
      expect([0, 1]).toContain(exit?.code);

      const [hung, closing] = await connection.closed;
      expect(hung?.status).toBe(503);
      expect(hung?.body).toEqual(CONNECTION_ERROR);
      expect(closing?.status).toBe(503);
      expect(closing?.body).toEqual(CONNECTION_ERROR);
      expect(closing?.headers.connection).toBe('close');
    });

    it('logs at each start its version and the migrations that start applied: all on an empty database, then none', {
      timeout: 120_000,
    }, async () => {
      const journal = JSON.parse(readFileSync(join(SERVER_DIR, 'drizzle/meta/_journal.json'), 'utf8'));
      const { version } = JSON.parse(readFileSync(join(SERVER_DIR, 'package.json'), 'utf8'));
      const database = await cluster.createDatabase('start_log');
      const startLine = async () => {
        const server = await startServerProcess(database, { LOG_LEVEL: 'info' });
        const line = JSON.parse(await server.waitForLine(/starting: database ready/, 30_000));
        server.signal('SIGTERM');
        await server.exited;
        return line;
      };
      const first = await startLine();
      expect(first).toMatchObject({ version, engine: 'postgres', commit: expect.any(String) });
      expect(first.migrationsApplied).toEqual(journal.entries.map((entry: { tag: string }) => entry.tag));
      expect(first.msg).toMatch(
        new RegExp(
          `^Area Clienti ${version} \\(.+\\) starting: database ready, migrations applied: 0000_init, `,
        ),
      );
      const second = await startLine();
      expect(second.migrationsApplied).toEqual([]);
      expect(second.msg).toMatch(/starting: database ready, no migration to apply$/);
    });

    it("a new agency's first start, without the demo: the default privacy notice written and said, registration can read it", {
      timeout: 120_000,
    }, async () => {
      const database = await cluster.createDatabase('first_agency_start');
      const server = await startServerProcess(database, { SEED_DEMO: 'false', LOG_LEVEL: 'info' });
      const warning = JSON.parse(
        await server.waitForLine(/privacy notice in force is the product's default/, 30_000),
      );
      expect(warning).toMatchObject({ level: 40, privacyNotice: 'default written' });
      await server.waitUntilReady();
      const notice = await server.post(ApiPath.getPrivacyTemplate, { type: '775' });
      expect(notice.status).toBe(200);
      expect(notice.body).toMatchObject({ privacyTemplate: { templateID: '775-predefinita' } });
    });

    it('starts before its database: one line per try naming DATABASE_URL (password hidden) and the cause, then serves once it is up', {
      timeout: 120_000,
    }, async () => {
      await cluster.createDatabase('any_order');
      await cluster.stop();
      const server = await startServerProcess(cluster.url('any_order', 'Segreta-2026'));

      // Its first line comes once Node has loaded the server: seconds on a loaded machine (a clean-clone CI run).
      const line = await server.waitForLine(/does not answer yet/, 30_000);
      expect(JSON.parse(line)).toMatchObject({
        msg: `the PostgreSQL server at DATABASE_URL=postgresql://postgres:***@127.0.0.1:${cluster.port}/any_order does not answer yet`,
        cause: expect.stringContaining('ECONNREFUSED'),
        retryInSeconds: expect.any(Number),
      });
      await server.waitForLine(/"retryInSeconds":2/, 15_000);

      await cluster.start();
      await server.waitUntilReady(20_000);
      expect((await server.get('/readyz')).body).toEqual({ status: 'OK' });
      const token = await server.login('10000001');
      expect((await server.post(ApiPath.getDossierList, {}, token)).status).toBe(200);
      expect(server.lines.join('\n')).not.toContain('Segreta-2026');
    });
  },
);
