import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '../modules/agency-import/index.js';
import { useTestApp } from '../test/harness.js';
import { Metrics } from './metrics.js';

/** The value of one series in Prometheus's text (`name{labels} value`), or undefined when absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics from an allowed address (loopback, the default)', () => {
  const t = useTestApp();
  const scrape = async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return reply.body;
  };

  it('counts requests by route pattern and status, and errors by their code', async () => {
    const token = await t.login('10000001');
    await t.post(ApiPath.getDossierList, {}, token);
    await t.post(ApiPath.getDossierList, {}, token);
    await t.post(ApiPath.getDossierList, {}); // no token: 401 TOKEN
    await t.post('/v1/data/noSuchCall', {}); // 404 UNKNOWN_ENDPOINT
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const text = await scrape();
    const route = ApiPath.getDossierList;
    expect(
      seriesValue(text, `area_clienti_http_requests_total{method="POST",route="${route}",status="200"}`),
    ).toBe(2);
    expect(
      seriesValue(text, `area_clienti_http_requests_total{method="POST",route="${route}",status="401"}`),
    ).toBe(1);
    expect(
      seriesValue(text, `area_clienti_http_errors_total{route="${route}",code="${ErrorCode.TOKEN}"}`),
    ).toBe(1);
    expect(
      seriesValue(
        text,
        `area_clienti_http_errors_total{route="unmatched",code="${ErrorCode.UNKNOWN_ENDPOINT}"}`,
      ),
    ).toBe(1);
    expect(
      seriesValue(text, `area_clienti_http_request_duration_seconds_count{method="POST",route="${route}"}`),
    ).toBe(3);
    expect(
      seriesValue(text, 'area_clienti_http_requests_total{method="GET",route="/healthz",status="200"}'),
    ).toBe(1);
    expect(text).toMatch(/^area_clienti_build_info\{version="\d+\.\d+\.\d+",commit="[^"]+"\} 1$/m);
    expect(text).toMatch(/^area_clienti_process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^area_clienti_nodejs_eventloop_lag_p99_seconds /m);
  });

  it('labels by pattern, never by what a URL or a body carries (no ids, tax codes, user codes)', async () => {
    await t.app.inject({ method: 'GET', url: '/polizze/POL-10020030?cf=RSSMRA80A01H501U' });
    await t.post(ApiPath.login, { userID: '10000002', password: 'wrong password 1' });
    await t.post('/v1/data/getDossier', { dossierId: 'POL-10020030' });
    const text = await scrape();
    // The series' names and labels, without their values: a measured duration may hold any digits.
    const series = text.replace(/ \S+$/gm, '');
    for (const personal of ['POL-10020030', 'RSSMRA80A01H501U', '10000002', 'polizze']) {
      expect(series).not.toContain(personal);
    }
    // Counted under "unmatched", with the web app's page (200) or, with no web build, a 404.
    expect(text).toMatch(
      /^area_clienti_http_requests_total\{method="GET",route="unmatched",status="(200|404)"\} 1$/m,
    );
  });

  it('shows the queues: a queued e-mail, a delivery failed every try, and the database as up', async () => {
    await t.app.deliveries.email({ to: 'anna@example.it', subject: 'Prova', text: 'Prova' });
    await t.app.deliveries.sms('+393331234567', 'Prova');
    await t.db.execute(sql`update pgboss.job set state = 'failed' where name = 'sms'`);
    const text = await scrape();
    expect(seriesValue(text, 'area_clienti_queue_jobs{queue="email",state="queued"}')).toBe(1);
    expect(seriesValue(text, 'area_clienti_queue_jobs{queue="sms",state="failed"}')).toBe(1);
    expect(seriesValue(text, 'area_clienti_queue_jobs{queue="sms",state="queued"}')).toBe(0);
    expect(seriesValue(text, 'area_clienti_deliveries_failed{channel="sms"}')).toBe(1);
    expect(seriesValue(text, 'area_clienti_deliveries_failed{channel="email"}')).toBe(0);
    expect(seriesValue(text, 'area_clienti_database_up')).toBe(1);
    expect(text).not.toContain('anna@example.it');
    expect(text).not.toContain('3331234567');
    await t.db.execute(sql`delete from pgboss.job where name in ('email', 'sms')`);
  });

  it("shows the database pool's connections", async () => {
    const text = await scrape();
    const total = seriesValue(text, 'area_clienti_db_pool_total') ?? -1;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, 'area_clienti_db_pool_idle')).toBeLessThanOrEqual(total);
    expect(seriesValue(text, 'area_clienti_db_pool_waiting')).toBe(0);
    expect(seriesValue(text, 'area_clienti_db_pool_max')).toBeGreaterThanOrEqual(total);
  });

  it('follows an import the server runs, from the admin API, and is back to 0 after it', async () => {
    const seen: ImportProgress['phase'][] = [];
    const watch = t.app.metrics.importWatch;
    const begin = watch.begin;
    watch.begin = () => {
      const watched = begin();
      return {
        progress: (progress) => {
          seen.push(progress.phase);
          watched.progress(progress);
        },
        end: () => watched.end(),
      };
    };
    try {
      const admin = await t.login('90000001');
      const reply = await t.post(
        ApiPath.importData,
        { records: [{ type: 'document', id: 'M-DOC', dossier: 'NO-SUCH-POLICY', name: 'x', tipo: 'x' }] },
        admin,
      );
      expect(reply.statusCode).toBe(200);
    } finally {
      watch.begin = begin;
    }
    expect(seen).toContain('checking');
    const text = await scrape();
    expect(seriesValue(text, 'area_clienti_import_running')).toBe(0);
    expect(seriesValue(text, 'area_clienti_import_done')).toBe(0);
    expect(text).not.toMatch(/^area_clienti_import_phase\{/m);
  });
});

describe('the import gauges while an import runs', () => {
  const t = useTestApp({ seed: false });
  it('show its phase and progress, then 0 when it ends', async () => {
    const metrics = new Metrics(t.db, { version: '1.2.3', commit: 'abc1234', builtAt: 'now' });
    const watched = metrics.importWatch.begin();
    watched.progress({ phase: 'reading', done: 4_096, total: 10_000 });
    let text = await metrics.scrape(async () => []);
    expect(seriesValue(text, 'area_clienti_import_running')).toBe(1);
    expect(seriesValue(text, 'area_clienti_import_phase{phase="reading"}')).toBe(1);
    expect(seriesValue(text, 'area_clienti_import_done')).toBe(4_096);
    expect(seriesValue(text, 'area_clienti_import_total')).toBe(10_000);
    watched.progress({ phase: 'writing', done: 3, total: 13 });
    text = await metrics.scrape(async () => []);
    expect(text).not.toContain('phase="reading"');
    expect(seriesValue(text, 'area_clienti_import_phase{phase="writing"}')).toBe(1);
    watched.end();
    text = await metrics.scrape(async () => {
      throw new Error('database away');
    });
    expect(seriesValue(text, 'area_clienti_import_running')).toBe(0);
    expect(seriesValue(text, 'area_clienti_import_total')).toBe(0);
    expect(seriesValue(text, 'area_clienti_database_up')).toBe(0);
    expect(text).not.toMatch(/^area_clienti_queue_jobs\{/m);
  });
});

describe('GET /metrics from anywhere else', () => {
  const t = useTestApp({ seed: false, config: { METRICS_ALLOW: ['10.1.0.0/16', '192.0.2.7'] } });
  const scrapeFrom = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

  it('answers an address outside METRICS_ALLOW as an unknown address, with no metric in it', async () => {
    for (const outsider of ['127.0.0.1', '10.2.0.1', '192.0.2.8', '::1']) {
      const reply = await scrapeFrom(outsider);
      expect(reply.statusCode, outsider).toBe(404);
      expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.UNKNOWN_ENDPOINT } });
    }
    expect((await scrapeFrom('10.1.44.3')).statusCode).toBe(200);
    expect((await scrapeFrom('::ffff:192.0.2.7')).statusCode).toBe(200);
  });

  it('refuses a scrape that came through a proxy for an outsider, and believes no header that widens it', async () => {
    expect((await scrapeFrom('10.1.0.9', { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(404);
    expect((await scrapeFrom('10.1.0.9', { 'x-forwarded-for': '10.1.0.20, 203.0.113.5' })).statusCode).toBe(
      404,
    );
    expect((await scrapeFrom('10.1.0.9', { 'x-forwarded-for': '10.1.0.20' })).statusCode).toBe(200);
    expect((await scrapeFrom('203.0.113.5', { 'x-forwarded-for': '10.1.0.20' })).statusCode).toBe(404);
  });
});
