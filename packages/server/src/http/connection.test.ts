import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openPglite, openPostgres } from '../db/database.js';
import { workerDatabase, workerDatabaseUrl } from '../test/database.js';

describe('database unreachable', () => {
  it('answers 503 CONNECTION_ERROR when the embedded database is gone', async () => {
    const database = await openPglite();
    await database.migrate();
    const app = await buildApp({ config: testConfig(), db: database.db });
    await database.close();
    const reply = await app.inject({
      method: 'POST',
      url: ApiPath.getDossierList,
      payload: {},
      headers: { authorization: `Bearer ${'A'.repeat(43)}` },
    });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.CONNECTION } });
    // The balancer's two questions: the process answers (healthz), but it cannot serve (readyz).
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'OK' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'KO', error: { code: ErrorCode.CONNECTION } });
    await app.close();
  });

  // Needs a PostgreSQL server to cut and restore; CI runs this suite with TEST_DATABASE_URL set.
  describe.runIf(workerDatabaseUrl())('on a PostgreSQL server', () => {
    /** A TCP relay to the server that the test can cut and restore, like a network failure. */
    function relay(target: URL) {
      const sockets = new Set<Socket>();
      let server: Server | undefined;
      return {
        async open(port = 0): Promise<number> {
          server = createServer((client) => {
            const backend = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
            sockets.add(client).add(backend);
            client.pipe(backend).pipe(client);
            const drop = () => {
              client.destroy();
              backend.destroy();
            };
            client.on('error', drop).on('close', drop);
            backend.on('error', drop).on('close', drop);
          });
          await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
          const address = server.address();
          return typeof address === 'object' && address ? address.port : port;
        },
        async cut() {
          for (const socket of sockets) socket.destroy();
          sockets.clear();
          await new Promise<void>((resolve) => server?.close(() => resolve()));
        },
      };
    }

    it('answers 503 while the server is unreachable and serves again by itself once it is back', async () => {
      await workerDatabase(); // created and migrated
      const target = new URL(workerDatabaseUrl() as string);
      const link = relay(target);
      const port = await link.open();
      const viaRelay = new URL(target);
      viaRelay.host = `127.0.0.1:${port}`;
      const database = openPostgres(viaRelay.toString());
      const app = await buildApp({ config: testConfig(), db: database.db });
      const call = () =>
        app.inject({ method: 'POST', url: ApiPath.getProdotti, payload: {} }).then(() =>
          app.inject({
            method: 'POST',
            url: ApiPath.getDossierList,
            payload: {},
            headers: { authorization: `Bearer ${'A'.repeat(43)}` },
          }),
        );

      expect((await call()).json().error.code).toBe(ErrorCode.TOKEN);
      await link.cut();
      const down = await call();
      expect(down.statusCode).toBe(503);
      expect(down.json().error.code).toBe(ErrorCode.CONNECTION);
      await link.open(port);
      expect((await call()).json().error.code).toBe(ErrorCode.TOKEN);
      await app.close();
      await database.close();
      await link.cut();
    });
  });
});
