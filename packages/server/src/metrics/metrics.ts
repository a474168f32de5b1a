import type { BuildInfo } from '@area-clienti/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database.js';
import { CHANNELS, queuesOf } from '../delivery/queue.js';
import { errorCodeOf } from '../http/errors.js';
import type { QueueDepth } from '../jobs/jobs.js';
import type { ImportProgress, ImportWatch } from '../modules/agency-import/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics (tests read what the import told them). */
    metrics: Metrics;
  }
}

/** Every series of ours starts so: `area_clienti_http_requests_total`, `area_clienti_process_…`. */
const PREFIX = 'area_clienti_';

/** A route as Fastify matched it (`/v1/data/getDossier`, `/assets/*`); never the URL, which may carry ids. */
const UNMATCHED = 'unmatched';

/** The node-postgres pool's counters, read without importing the driver (none for a lone client). */
interface PoolCounters {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}
function poolOf(db: Db): PoolCounters | undefined {
  const client = (db as unknown as { $client?: Partial<PoolCounters> }).$client;
  return typeof client?.totalCount === 'number' ? (client as PoolCounters) : undefined;
}

/**
 * The server's Prometheus metrics (docs/operations.md lists them and the alerts worth setting): requests and
 * latency by route, errors by the API's code, the database pool, the job queues, failed deliveries, the
 * running import, and the process's own (memory, CPU, event loop). One registry per app, so that tests
 * each build their own; labels hold route patterns, codes and queue names only, never a request's data.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time from the request to the end of its reply, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: `${PREFIX}http_errors_total`,
    help: "Error replies, by route pattern and the API's error code",
    labelNames: ['route', 'code'] as const,
    registers: [this.registry],
  });
  private readonly queueJobs = new Gauge({
    name: `${PREFIX}queue_jobs`,
    help: 'Jobs of each background queue: queued (new or waiting for a retry), active, failed (every try)',
    labelNames: ['queue', 'state'] as const,
    registers: [this.registry],
  });
  private readonly deliveriesFailed = new Gauge({
    name: `${PREFIX}deliveries_failed`,
    help: 'E-mails and SMS whose every try failed, still listed by npm run deliveries',
    labelNames: ['channel'] as const,
    registers: [this.registry],
  });
  private readonly databaseUp = new Gauge({
    name: `${PREFIX}database_up`,
    help: "1 when this scrape's queue counts could be read from the database, 0 when not",
    registers: [this.registry],
  });
  private readonly importRunning = new Gauge({
    name: `${PREFIX}import_running`,
    help: 'Imports of the agency feed running in this instance (0 or 1)',
    registers: [this.registry],
  });
  private readonly importPhase = new Gauge({
    name: `${PREFIX}import_phase`,
    help: 'The running import’s phase: reading (bytes), checking, writing (steps); absent when none runs',
    labelNames: ['phase'] as const,
    registers: [this.registry],
  });
  private readonly importDone = new Gauge({
    name: `${PREFIX}import_done`,
    help: 'The running import’s progress in its phase (bytes read, or steps written); 0 when none runs',
    registers: [this.registry],
  });
  private readonly importTotal = new Gauge({
    name: `${PREFIX}import_total`,
    help: 'What the running import’s phase goes up to; 0 when none runs',
    registers: [this.registry],
  });

  /** Told by the agency's import (modules/agency-import) as it advances in this process. */
  readonly importWatch: ImportWatch = {
    begin: () => {
      this.importRunning.set(1);
      this.showImport(null);
      return {
        progress: (progress) => this.showImport(progress),
        end: () => {
          this.importRunning.set(0);
          this.showImport(null);
        },
      };
    },
  };

  constructor(db: Db, build: BuildInfo) {
    collectDefaultMetrics({ register: this.registry, prefix: PREFIX });
    const info = new Gauge({
      name: `${PREFIX}build_info`,
      help: 'The running build: its version and commit (always 1)',
      labelNames: ['version', 'commit'] as const,
      registers: [this.registry],
    });
    info.set({ version: build.version, commit: build.commit }, 1);
    const counters = poolOf(db);
    const pool = (name: string, help: string, read: (pool: PoolCounters) => number) =>
      counters &&
      new Gauge({
        name: `${PREFIX}db_pool_${name}`,
        help,
        registers: [this.registry],
        collect() {
          this.set(read(counters));
        },
      });
    pool('max', 'Connections the pool may open (DATABASE_POOL_SIZE)', (p) => p.options?.max ?? 0);
    pool('total', 'Connections to PostgreSQL the pool holds', (p) => p.totalCount);
    pool('idle', 'Of those, connections idle', (p) => p.idleCount);
    pool('waiting', 'Queries waiting for a connection', (p) => p.waitingCount);
    this.importRunning.set(0);
    this.showImport(null);
  }

  /** Shows the claim report files' checks (decisions/0133): those running, those waiting their turn. */
  watchFileChecks(load: () => { running: number; waiting: number }) {
    const gauge = (state: 'running' | 'waiting', help: string) =>
      new Gauge({
        name: `${PREFIX}file_checks_${state}`,
        help,
        registers: [this.registry],
        collect() {
          this.set(load()[state]);
        },
      });
    gauge('running', 'Claim report files being checked (decoded, parsed) in this instance');
    gauge('waiting', 'Claim report files waiting their turn to be checked in this instance');
  }

  /** Counts an answered request: by its route pattern, and its error code when it carried one. */
  observe(request: FastifyRequest, reply: FastifyReply) {
    const route = request.routeOptions.url ?? UNMATCHED;
    this.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    this.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    const code = errorCodeOf(reply);
    if (code) this.errors.inc({ route, code });
  }

  /** The text Prometheus reads, after reading the queues' depths (one grouped count). */
  async scrape(depths: () => Promise<QueueDepth[]>): Promise<string> {
    this.queueJobs.reset();
    this.deliveriesFailed.reset();
    try {
      const queues = await depths();
      for (const { queue, queued, active, failed } of queues) {
        this.queueJobs.set({ queue, state: 'queued' }, queued);
        this.queueJobs.set({ queue, state: 'active' }, active);
        this.queueJobs.set({ queue, state: 'failed' }, failed);
      }
      for (const channel of CHANNELS) {
        const failed = queues.filter((q) => queuesOf(channel).includes(q.queue));
        this.deliveriesFailed.set(
          { channel },
          failed.reduce((sum, q) => sum + q.failed, 0),
        );
      }
      this.databaseUp.set(1);
    } catch {
      // The rest still says what the instance does; the queue series are absent and database_up tells why.
      this.databaseUp.set(0);
    }
    return this.registry.metrics();
  }

  private showImport(progress: ImportProgress | null) {
    this.importPhase.reset();
    if (progress) this.importPhase.set({ phase: progress.phase }, 1);
    this.importDone.set(progress?.done ?? 0);
    this.importTotal.set(progress?.total ?? 0);
  }
}
