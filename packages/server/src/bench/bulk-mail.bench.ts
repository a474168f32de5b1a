/**
 * `npm run bench:bulk-mail` (issue 37 item 1, docs/decisions/0155): invitations in bulk through TWO server
 * processes on one PostgreSQL database, into a local SMTP server in this process. Prints the bulk e-mails a
 * second per instance and in all, the time 100,000 invitations would take at that rate, and the latency of
 * recovery codes asked for through the API once a second during the run (request to arrival, max and
 * p95), beside the same codes' latency with the bulk lane idle (the baseline, same run). Figures, never
 * pass/fail. Flags: `-- --clients 6000 --rate 40 --pool 5`.
 */
import type { ChildProcess } from 'node:child_process';
import { execSync } from 'node:child_process';
import { hash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { ApiPath, DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { DEMO_PASSWORD } from '../seed/demo-agency.js';
import { startProcess, stopServer } from './bench-process.js';
import { dropServerDatabase, freshServerDatabase } from './server-database.js';

const { values: flags } = parseArgs({
  options: {
    clients: { type: 'string', default: '6000' },
    rate: { type: 'string', default: '40' },
    pool: { type: 'string', default: '5' },
  },
});
const CLIENTS = Number(flags.clients);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const BASE_PORT = Number(process.env.BENCH_BULK_PORT ?? 3360);
const SMTP_PORT = BASE_PORT + 9;
const INSTANCES = ['a', 'b'] as const;
const CODE_ACCOUNT = '10000003';
const CODE_TO = 'luca.verdi@example.it';

interface Arrival {
  from: string;
  to: string;
  at: number;
}

/** A local SMTP server that takes every message and notes who sent it (the instance), to whom, and when. */
async function startSmtp(arrivals: Arrival[], onArrival: (arrival: Arrival) => void) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 200,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const arrival = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo[0]?.address ?? '',
          at: performance.now(),
        };
        arrivals.push(arrival);
        onArrival(arrival);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  return server;
}

const post = async (port: number, path: string, body: object, token?: string) => {
  const reply = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await reply.json()) as Record<string, unknown>;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

async function main() {
  const name = `bench_bulk_mail_${process.pid}`;
  const url = await freshServerDatabase(SERVER_URL, name);
  if (!url) throw new Error(`no PostgreSQL server at ${SERVER_URL}`);
  const arrivals: Arrival[] = [];
  let codeArrived: (() => void) | null = null;
  const smtp = await startSmtp(arrivals, (arrival) => {
    if (arrival.to === CODE_TO) codeArrived?.();
  });
  const servers: ChildProcess[] = [];
  const db = new pg.Client({ connectionString: url });
  try {
    for (const [index, instance] of INSTANCES.entries()) {
      const port = BASE_PORT + index;
      servers.push(
        await startProcess(
          'src/main.ts',
          {
            PORT: String(port),
            DATABASE_URL: url,
            LOG_LEVEL: 'warn',
            SEED_DEMO: 'true',
            SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
            MAIL_FROM: `Istanza ${instance} <${instance}@bench.example>`,
            SMTP_POOL_SIZE: flags.pool,
            SMTP_BULK_RATE: flags.rate,
          },
          () => fetch(`http://127.0.0.1:${port}/readyz`).then((ready) => ready.ok),
        ),
      );
    }
    await db.connect();
    // The imported clients, made at once (the import's own speed is bench:import's).
    const made = performance.now();
    await db.query(
      `insert into clients (agency_id, codice_fiscale, nome, cognome, email)
       select 'BULK-' || n, 'BLKCLT80A01H' || lpad(n::text, 4, '0'), 'Cliente' || n, 'Prova', 'cliente' || n || '@bulk.example'
       from generate_series(1, $1::int) n`,
      [CLIENTS],
    );
    console.log(`${CLIENTS} clients inserted in ${Math.round(performance.now() - made)} ms`);

    const login = await post(BASE_PORT, ApiPath.login, {
      loginId: '90000001',
      password: DEMO_PASSWORD,
      applicationId: DEFAULT_APPLICATION_ID,
    });
    const token = login.token as string;
    // The Superuser's second factor given (as the tests' harness does, the session's token hashed as
    // modules/auth/sessions.ts does): the bench measures mail, not the second factor.
    await db.query(
      'update sessions set second_factor_pending = false, second_factor_at = now() where token_hash = $1',
      [hash('sha256', token, 'base64url')],
    );

    /** A recovery code asked for and waited for at the SMTP server: milliseconds from request to arrival. */
    const askCode = async () => {
      // The recovery limits (3 an hour an account) are the security's, not the mail's: cleared each time.
      await db.query(`delete from rate_counters where bucket like 'recovery%'`);
      const arrived = new Promise<void>((resolve) => {
        codeArrived = resolve;
      });
      const asked = performance.now();
      await post(BASE_PORT + (Math.random() < 0.5 ? 0 : 1), ApiPath.forgotPasswordSendCode, {
        email: CODE_ACCOUNT,
      });
      await Promise.race([arrived, sleep(60_000)]);
      return performance.now() - asked;
    };
    const idle: number[] = [];
    for (let i = 0; i < 5; i++) {
      idle.push(await askCode());
      await sleep(200);
    }

    const started = performance.now();
    const run = await post(BASE_PORT, ApiPath.startBulkInvitation, { filter: {}, perMinute: 6_000 }, token);
    if (run.status !== 'OK') throw new Error(`the run did not start: ${JSON.stringify(run)}`);
    const bulk = () => arrivals.filter((arrival) => arrival.to.endsWith('@bulk.example'));
    const during: number[] = [];
    // How many bulk e-mails wait in the lane: near none, the pacer is what holds the rate back.
    let deepest = 0;
    const depth = setInterval(() => {
      db.query(`select count(*)::int as n from pgboss.job where name = 'email-bulk' and state = 'created'`)
        .then((result) => {
          deepest = Math.max(deepest, (result.rows[0] as { n: number }).n);
        })
        .catch(() => {});
    }, 1_000);
    while (bulk().length < CLIENTS) {
      const before = performance.now();
      during.push(await askCode());
      await sleep(Math.max(0, 1_000 - (performance.now() - before)));
      if (performance.now() - started > 30 * 60_000) break;
    }
    clearInterval(depth);
    const sent = bulk();
    const first = sent[0]?.at ?? started;
    const seconds = ((sent.at(-1)?.at ?? started) - first) / 1_000;
    const perInstance = INSTANCES.map((instance) => {
      const count = sent.filter((arrival) => arrival.from === `${instance}@bench.example`).length;
      return `${instance}: ${count} (${(count / seconds).toFixed(1)}/s)`;
    });
    const total = sent.length / seconds;
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `\nbulk-mail, ${CLIENTS} clients, 2 instances, SMTP_BULK_RATE=${flags.rate}, pool ${flags.pool}`,
    );
    console.log(
      `  bulk e-mails: ${sent.length} in ${seconds.toFixed(1)} s; per instance ${perInstance.join(', ')}`,
    );
    console.log(`  most bulk e-mails waiting in the lane at once: ${deepest}`);
    console.log(
      `  in all: ${total.toFixed(1)}/s; 100,000 invitations: ${(100_000 / total / 60).toFixed(0)} min`,
    );
    console.log(
      `  code e-mails, bulk idle (baseline): max ${ms(Math.max(...idle))}, p95 ${ms(percentile(idle, 95))}`,
    );
    console.log(
      `  code e-mails during the bulk (${during.length}): max ${ms(Math.max(...during))}, p95 ${ms(percentile(during, 95))}`,
    );
    console.log(`  uptime: ${execSync('uptime').toString().trim()}`);
  } finally {
    await db.end().catch(() => {});
    for (const server of servers) await stopServer(server);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await dropServerDatabase(SERVER_URL, name);
  }
}

await main();
