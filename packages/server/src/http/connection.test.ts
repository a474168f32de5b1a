import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openPostgres } from '../db/database.js';
import { workerDatabase, workerDatabaseUrl } from '../test/database.js';
import { relay, through } from '../test/database-link.js';

describe('database unreachable', () => {
  it('answers 503 CONNECTION_ERROR when the database is gone', async () => {
    await workerDatabase(); // created and migrated
    const link = relay(new URL(workerDatabaseUrl()));
    const port = await link.open();
    const database = openPostgres(through(new URL(workerDatabaseUrl()), port));
    const app = await buildApp({ config: testConfig(), db: database.db });
    await link.cut();
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
    await link.open(port);
    await app.close();
    await database.close();
    await link.cut();
  });

  describe('on PostgreSQL behind a link that breaks', () => {
    it('answers 503 while the server is unreachable and serves again by itself once it is back', async () => {
      await workerDatabase(); // created and migrated
      const target = new URL(workerDatabaseUrl());
      const link = relay(target);
      const port = await link.open();
      const database = openPostgres(through(target, port));
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
