import { type Endpoint, endpoints, okReply } from '@area-clienti/contract';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { workerDatabase } from '../test/database.js';
import { checkRoutesAgainstTable } from './endpoint-check.js';
import { route } from './route.js';

const ping = {
  method: 'POST',
  path: '/v1/data/ping' as Endpoint['path'],
  access: 'public',
  body: z.object({}),
  reply: okReply({}),
  errors: [],
} as const satisfies Endpoint;
const pong = { ...ping, path: '/v1/data/pong' as Endpoint['path'] } as const satisfies Endpoint;

/** A server held to `table`, whose routes `declare` registers. */
async function boot(table: readonly Endpoint[], declare: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  checkRoutesAgainstTable(app, table);
  await app.register(async (plugin) => declare(plugin));
  try {
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('the routes are held to the endpoint table at boot', () => {
  it('a server whose routes are its table starts', async () => {
    await expect(boot([ping], (app) => route(app, ping, async () => ({})))).resolves.toBeUndefined();
  });

  it('a row without its route stops the server, naming the call', async () => {
    await expect(boot([ping, pong], (app) => route(app, ping, async () => ({})))).rejects.toThrow(
      'in the endpoint table but never registered: POST /v1/data/pong',
    );
  });

  it('a /v1 route without its row stops the server, naming the route', async () => {
    await expect(
      boot([ping], (app) => {
        route(app, ping, async () => ({}));
        app.post('/v1/data/pong', async () => ({ status: 'OK' }));
      }),
    ).rejects.toThrow('registered but not in the endpoint table: POST /v1/data/pong');
  });

  it('a route at a row’s path but not made from the row (by hand, another access) stops it too', async () => {
    await expect(
      boot([ping], (app) => app.post('/v1/data/ping', { config: { access: 'user' } }, async () => ({}))),
    ).rejects.toThrow('registered otherwise than their row says: POST /v1/data/ping');
  });

  it('and the real server registers every row of the contract’s table, and nothing else under /v1', async () => {
    const app = await buildApp({ config: testConfig(), db: (await workerDatabase()).db });
    const registered = Object.values(endpoints).filter((row) =>
      app.hasRoute({ method: row.method, url: row.path }),
    );
    expect(registered).toHaveLength(Object.values(endpoints).length);
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
