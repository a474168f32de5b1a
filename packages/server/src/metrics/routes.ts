import { BlockList, isIP } from 'node:net';
import { ErrorCode } from '@area-clienti/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from '../http/errors.js';
import type { QueueDepth } from '../jobs/jobs.js';
import type { Metrics } from './metrics.js';

/** Beside /healthz and /readyz, outside the API (/v1) and its endpoint table. */
export const METRICS_PATH = '/metrics';

/** `::ffff:10.0.0.5`, how a dual-stack socket shows an IPv4 peer, is that IPv4 address. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * Who may read the metrics (METRICS_ALLOW): the connection's own peer must be allowed, never an address the
 * request merely states. A request that came through a proxy (X-Forwarded-For) must have every address
 * it names allowed too: the public balancer, even when allowed itself, never passes an outsider's scrape
 * on, while Prometheus scraping an instance directly is let in. A header can only refuse more, never less.
 */
export function metricsAccess(allowed: readonly string[]): (request: FastifyRequest) => boolean {
  const list = new BlockList();
  for (const entry of allowed) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  const isAllowed = (raw: string | undefined) => {
    const address = plainAddress((raw ?? '').trim());
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
  return (request) => {
    if (!isAllowed(request.raw.socket.remoteAddress)) return false;
    const forwarded = request.headers['x-forwarded-for'];
    if (forwarded === undefined) return true;
    return [forwarded]
      .flat()
      .flatMap((value) => value.split(','))
      .every(isAllowed);
  };
}

/**
 * GET /metrics, in Prometheus's text format, for the addresses of METRICS_ALLOW; any other gets the 404
 * of an unknown address. Every answered request, this one too, is counted on its way out.
 */
export function registerMetrics(
  app: FastifyInstance,
  {
    metrics,
    allowed,
    depths,
  }: { metrics: Metrics; allowed: readonly string[]; depths: () => Promise<QueueDepth[]> },
) {
  const mayRead = metricsAccess(allowed);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request, reply);
    done();
  });
  app.get(METRICS_PATH, async (request, reply) => {
    if (!mayRead(request)) return sendError(reply, ErrorCode.UNKNOWN_ENDPOINT);
    const text = await metrics.scrape(depths);
    return reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
