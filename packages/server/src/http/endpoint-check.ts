import { type Endpoint, endpoints } from '@area-clienti/contract';
import type { FastifyInstance } from 'fastify';

/** A route as the table names it: `POST /v1/data/getGaranzie`. */
const keyOf = (method: string, path: string) => `${method} ${path}`;

/**
 * Holds the server to the endpoint table (the contract's `endpoints`): at boot, once every plugin has
 * registered its routes, a row without its route, a /v1 route without its row, or a route at a row's
 * path not made from that row (another body schema or access) stops the server, naming them. The
 * command line's own routes (/v1/admin/cli/*, 'cli' access) are the server's, not the API's: left out.
 * Call it before the routes are registered: it watches them as they come.
 */
export function checkRoutesAgainstTable(
  app: FastifyInstance,
  table: readonly Endpoint[] = Object.values(endpoints),
) {
  const rows = new Map(table.map((row) => [keyOf(row.method, row.path), row]));
  const registered = new Set<string>();
  const unlike: string[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/') || route.config?.access === 'cli') return;
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD route beside every GET of its own accord.
      if (method === 'HEAD') continue;
      const key = keyOf(method, route.url);
      registered.add(key);
      const row = rows.get(key);
      if (row && (route.config?.fields !== row.body || route.config?.access !== row.access)) unlike.push(key);
    }
  });
  app.addHook('onReady', async () => {
    const missing = [...rows.keys()].filter((key) => !registered.has(key));
    const extra = [...registered].filter((key) => !rows.has(key));
    const faults = [
      missing.length > 0 ? `in the endpoint table but never registered: ${missing.join(', ')}` : '',
      extra.length > 0 ? `registered but not in the endpoint table: ${extra.join(', ')}` : '',
      unlike.length > 0 ? `registered otherwise than their row says: ${unlike.join(', ')}` : '',
    ].filter(Boolean);
    if (faults.length > 0) throw new Error(`Routes and endpoint table disagree: ${faults.join('; ')}`);
  });
}
