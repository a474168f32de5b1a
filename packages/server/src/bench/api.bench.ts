/**
 * `npm run bench`: latency of the main reads through the whole HTTP stack (inject: no sockets), on the
 * embedded database with the demo agency. Each figure is printed beside a baseline measured in the same
 * run — a call that touches no database — so that the ratio, not the machine, is what to compare.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ApiPath, DEFAULT_APPLICATION_ID } from '@area-clienti/contract';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { openPostgres } from '../db/database.js';
import { startEmbeddedPostgres } from '../db/embedded/engine.js';
import { DEMO_PASSWORD, seedDemoAgency } from '../seed/demo-agency.js';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'area-clienti-bench-'));
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const embedded = process.env.BENCH_DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(folder, { log: quiet });
  const database = openPostgres(process.env.BENCH_DATABASE_URL ?? embedded?.url ?? '');
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  await database.migrate();
  const config = testConfig();
  await seedDemoAgency(database.db, config);
  const app = await buildApp({ config, db: database.db });

  const post = (path: string, payload: object, token?: string) =>
    app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const login = await post(ApiPath.login, {
    loginId: '10000001',
    password: DEMO_PASSWORD,
    applicationId: DEFAULT_APPLICATION_ID,
  });
  const token = login.json().token as string;
  const dossiers = (await post(ApiPath.getDossierList, {}, token)).json().dossiers as {
    dossierID: number;
    numeroPolizza: string;
  }[];
  const auto = dossiers.find((d) => d.numeroPolizza === '10020030')?.dossierID;
  const documentID = (await post(ApiPath.getDocumenti, {}, token)).json().documenti[0].documentID;

  async function measure(name: string, run: () => Promise<{ statusCode: number }>, iterations = ITERATIONS) {
    for (let i = 0; i < 20; i++) await run(); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const start = performance.now();
      const reply = await run();
      samples.push(performance.now() - start);
      if (reply.statusCode !== 200) throw new Error(`${name} answered ${reply.statusCode}`);
    }
    samples.sort((a, b) => a - b);
    const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] as number;
    return { name, median: at(0.5), p95: at(0.95) };
  }

  const baseline = await measure('baseline: getProdotti (no database)', () => post(ApiPath.getProdotti, {}));
  const results = [
    await measure('getUserStatus', () => post(ApiPath.getUserStatus, {}, token)),
    await measure('getDossierList (7 policies)', () => post(ApiPath.getDossierList, {}, token)),
    await measure('getDossier', () => post(ApiPath.getDossier, { dossierId: auto }, token)),
    await measure('getGaranzie', () => post(ApiPath.getGaranzie, { dossierId: auto }, token)),
    await measure('getMovimenti (14 rows)', () => post(ApiPath.getMovimenti, { dossierId: auto }, token)),
    await measure('getSinistri (all)', () => post(ApiPath.getSinistri, {}, token)),
    await measure('getDocumento (PDF as base64)', () => post(ApiPath.getDocumento, { documentID }, token)),
    await measure(
      'login (argon2id 19 MiB)',
      () =>
        post(ApiPath.login, {
          loginId: '10000003',
          password: DEMO_PASSWORD,
          applicationId: DEFAULT_APPLICATION_ID,
        }),
      Math.min(ITERATIONS, 40),
    ),
  ];

  console.log(`engine: ${database.engine}, ${ITERATIONS} calls each (login: ${Math.min(ITERATIONS, 40)})`);
  console.log(
    `${'call'.padEnd(40)} ${'median ms'.padStart(10)} ${'p95 ms'.padStart(9)} ${'× baseline'.padStart(11)}`,
  );
  for (const r of [baseline, ...results]) {
    console.log(
      `${r.name.padEnd(40)} ${r.median.toFixed(3).padStart(10)} ${r.p95.toFixed(3).padStart(9)} ${(r.median / baseline.median).toFixed(1).padStart(11)}`,
    );
  }
  await app.close();
  await database.close();
  await embedded?.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
