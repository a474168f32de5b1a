import { ApiPath, type AuditAction, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { insertAudit } from '../audit/index.js';
import { csvField } from './audit-log.js';

// The audit log's filters, pages and CSV (issue 21 item 8, docs/decisions/0108), on entries of its own.
const t = useTestApp();
let admin: string;

/** Entries on days around midnight in Rome (UTC+1 in winter): who, what, to whom, when. */
const ENTRIES: {
  at: string;
  actor: string;
  action: AuditAction;
  target: string;
  detail?: Record<string, string>;
}[] = [
  { at: '2026-03-01T22:59:59Z', actor: '91000001', action: 'user.disable', target: '11000001' }, // 1 March, 23:59:59 in Rome
  { at: '2026-03-01T23:00:00Z', actor: '91000001', action: 'user.enable', target: '11000001' }, // 2 March, 00:00 in Rome
  { at: '2026-03-02T10:00:00Z', actor: '91000002', action: 'user.invite', target: '11000002' },
  {
    at: '2026-03-03T10:00:00Z',
    actor: '91000002',
    action: 'user.disable',
    target: '11000002',
    detail: { note: '=SOMMA(A1)' },
  },
];

beforeAll(async () => {
  admin = await t.login('90000001');
  for (const entry of ENTRIES) await insertAudit(t.db, { ...entry, at: new Date(entry.at) });
});

const log = (body: object) => t.post(ApiPath.getAuditLog, body, admin);
const actionsOf = async (filter: object) =>
  (await log({ filter })).json().entries.map((e: { at: string; action: string }) => `${e.at} ${e.action}`);

describe('getAuditLog, filtered', () => {
  it('by actor, by target, by action, and all together', async () => {
    expect(await actionsOf({ actor: '91000001' })).toEqual([
      '2026-03-01T23:00:00.000Z user.enable',
      '2026-03-01T22:59:59.000Z user.disable',
    ]);
    expect(await actionsOf({ target: '11000002' })).toEqual([
      '2026-03-03T10:00:00.000Z user.disable',
      '2026-03-02T10:00:00.000Z user.invite',
    ]);
    expect(await actionsOf({ action: 'user.disable', actor: '91000002', target: '11000002' })).toEqual([
      '2026-03-03T10:00:00.000Z user.disable',
    ]);
    expect(await actionsOf({ actor: '91000009' })).toEqual([]);
  });

  it("by days as the agency lives them: Italy's midnight, both ends included", async () => {
    expect(await actionsOf({ actor: '91000001', from: '2026-03-02', to: '2026-03-02' })).toEqual([
      '2026-03-01T23:00:00.000Z user.enable',
    ]);
    expect(await actionsOf({ actor: '91000001', to: '2026-03-01' })).toEqual([
      '2026-03-01T22:59:59.000Z user.disable',
    ]);
    expect(await actionsOf({ target: '11000002', from: '2026-03-03' })).toEqual([
      '2026-03-03T10:00:00.000Z user.disable',
    ]);
  });

  it('a page at a time, newest first: each entry once', async () => {
    const first = (await log({ filter: { from: '2026-03-01', to: '2026-03-03' }, limit: 3 })).json();
    expect(first.entries).toHaveLength(3);
    expect(first.next).toMatch(/^\d+$/);
    const second = (
      await log({ filter: { from: '2026-03-01', to: '2026-03-03' }, limit: 3, after: first.next })
    ).json();
    expect(second).toEqual({
      status: 'OK',
      entries: [expect.objectContaining({ at: '2026-03-01T22:59:59.000Z' })],
      next: null,
    });
  });

  it('refuses a bad filter with VALIDATION_001 (400): days reversed, an unknown act, a date that is not one', async () => {
    const badFilters: object[] = [
      { filter: { from: '2026-03-03', to: '2026-03-01' } },
      { filter: { action: 'user.fly' } },
      { filter: { from: '2026-02-30' } },
      { filter: { from: '03/01/2026' } },
      { filter: { actor: '' } },
      { filter: { target: 'x'.repeat(129) } },
      { filter: 'tutto' },
    ];
    // A cursor past any row's id (a serial) is refused too, never sent to the database.
    const badPages: object[] = [{ after: 'abc' }, { after: '5000000000' }, { limit: 0 }, { limit: 101 }];
    const cases: [string, object][] = [
      ...badFilters.flatMap((body): [string, object][] => [
        [ApiPath.getAuditLog, body],
        [ApiPath.getAuditLogCsv, body],
      ]),
      ...badPages.map((body): [string, object] => [ApiPath.getAuditLog, body]),
    ];
    for (const [path, body] of cases) {
      const reply = await t.post(path, body, admin);
      expect(reply.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
    }
  });

  it('is refused to a client (FORBIDDEN_001), and to a visitor (401)', async () => {
    const mario = await t.login('10000001');
    for (const path of [ApiPath.getAuditLog, ApiPath.getAuditLogCsv]) {
      expect((await t.post(path, {}, mario)).json()).toEqual({
        status: 'KO',
        error: { code: ErrorCode.FORBIDDEN },
      });
      expect((await t.post(path, {})).statusCode).toBe(401);
    }
  });
});

describe('getAuditLogCsv', () => {
  it('sends the filtered log as CSV: a header, one line an entry, newest first', async () => {
    const reply = await t.post(
      ApiPath.getAuditLogCsv,
      { filter: { from: '2026-03-01', to: '2026-03-03' } },
      admin,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv/);
    expect(reply.headers['content-disposition']).toContain('registro-attivita.csv');
    expect(reply.body.split('\r\n')).toEqual([
      '\uFEFFquando,chi,azione,su chi,dettagli',
      '2026-03-03T10:00:00.000Z,91000002,user.disable,11000002,note==SOMMA(A1)',
      '2026-03-02T10:00:00.000Z,91000002,user.invite,11000002,',
      '2026-03-01T23:00:00.000Z,91000001,user.enable,11000001,',
      '2026-03-01T22:59:59.000Z,91000001,user.disable,11000001,',
      '',
    ]);
  });

  it('answers a filter holding a NUL or another control character with 400 VALIDATION_001, not a file cut short', async () => {
    for (const filter of [
      { actor: '91000001\u0000' },
      { target: '1100\u00000001' },
      { actor: '91000001', target: '11000001\r\n' },
      { target: '\u001b[2J11000001' },
    ]) {
      const reply = await t.post(ApiPath.getAuditLogCsv, { filter }, admin);
      expect(reply.headers['content-disposition'], JSON.stringify(filter)).toBeUndefined();
      expect([reply.statusCode, reply.json()]).toEqual([
        400,
        { status: 'KO', error: { code: ErrorCode.VALIDATION } },
      ]);
    }
  });

  it('quotes what needs it and never lets a cell start a formula', () => {
    expect(csvField('semplice')).toBe('semplice');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('di "lui"')).toBe('"di ""lui"""');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+39 340')).toBe("'+39 340");
    expect(csvField('@SOMMA')).toBe("'@SOMMA");
    expect(csvField('riga\nnuova')).toBe('"riga\nnuova"');
  });

  it('reads a long log a page at a time and leaves nothing out', async () => {
    const many = Array.from({ length: 1_234 }, (_, i) => ({
      at: new Date(Date.UTC(2025, 0, 10, 9, 0, i)),
      actor: '91000003',
      action: 'client.view' as const,
      target: `1200${String(i).padStart(4, '0')}`,
    }));
    await t.db.transaction(async (tx) => {
      for (const entry of many) await insertAudit(tx, entry);
    });
    const reply = await t.post(ApiPath.getAuditLogCsv, { filter: { actor: '91000003' } }, admin);
    const lines = reply.body.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + 1_234);
    expect(new Set(lines.slice(1)).size).toBe(1_234);
    expect(lines[1]).toContain('12001233');
    expect(lines.at(-1)).toContain('12000000');
  });
});
