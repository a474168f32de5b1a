import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPrivateCluster, type PrivateCluster } from '../test/private-cluster.js';
import {
  killServerProcesses,
  resilienceUnavailable,
  type ServerProcess,
  startServerProcess,
} from '../test/server-process.js';

// A private PostgreSQL cluster this file stops and freezes; the machine's own server is never touched.
const unavailable = resilienceUnavailable();
const CONNECTION_ERROR = { status: 'KO', error: { code: ErrorCode.CONNECTION } };

describe.skipIf(unavailable)(
  'a server process when its PostgreSQL server fails (docs/decisions/0042)',
  () => {
    let cluster: PrivateCluster;
    beforeAll(async () => {
      cluster = await createPrivateCluster();
    });
    afterEach(() => killServerProcesses());
    afterAll(() => cluster?.remove());

    /** A server on a database of its own, ready, and a demo client's session on it. */
    async function servingWithSession(database: string): Promise<{ server: ServerProcess; token: string }> {
      const server = await startServerProcess(await cluster.createDatabase(database));
      await server.waitUntilReady();
      return { server, token: await server.login('10000001') };
    }

    it('answers 503 CONNECTION_ERROR within 2 s once the database is stopped; /readyz 503, /healthz 200', async () => {
      const { server, token } = await servingWithSession('stopped');
      expect((await server.post(ApiPath.getDossierList, {}, token)).status).toBe(200);

      await cluster.stop();
      const call = await server.post(ApiPath.getDossierList, {}, token);
      expect(call.status).toBe(503);
      expect(call.body).toEqual(CONNECTION_ERROR);
      expect(call.ms).toBeLessThan(2_000);
      const ready = await server.get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual(CONNECTION_ERROR);
      const health = await server.get('/healthz');
      expect(health.status).toBe(200);
      expect(health.body).toEqual({ status: 'OK' });

      // Started again, the database serves the same process again: nobody restarted it.
      await cluster.start();
      await server.waitUntilReady(10_000);
      expect((await server.post(ApiPath.getDossierList, {}, token)).status).toBe(200);
    });

    it('answers every call 503 CONNECTION_ERROR within 6 s while the database is frozen, and serves again once it resumes', {
      timeout: 120_000,
    }, async () => {
      const { server, token } = await servingWithSession('frozen');
      cluster.freeze();
      try {
        // More at once than the pool's 10 connections: a call waiting for a connection is bounded too.
        const pending = Promise.all([
          ...Array.from({ length: 4 }, () => server.post(ApiPath.getDossierList, {}, token)),
          ...Array.from({ length: 4 }, () => server.post(ApiPath.getSinistri, {}, token)),
          ...Array.from({ length: 4 }, () => server.post(ApiPath.getAnagrafica, {}, token)),
          server.get('/readyz'),
        ]);
        // Meanwhile the process itself answers at once: the balancer must not restart it.
        const health = await server.get('/healthz', 1_000);
        expect(health.status).toBe(200);
        const calls = await pending;
        for (const call of calls) {
          expect(call.status).toBe(503);
          expect(call.body).toEqual(CONNECTION_ERROR);
          expect(call.ms).toBeLessThan(6_000);
        }
      } finally {
        cluster.resume();
      }
      await server.waitUntilReady(10_000);
      const served = await server.post(ApiPath.getDossierList, {}, token);
      expect(served.status).toBe(200);
      expect(served.body).toMatchObject({ status: 'OK' });
    });
  },
);
