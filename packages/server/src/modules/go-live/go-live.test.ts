import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPath, ErrorCode, Role } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { selectRows } from '../../db/database.js';
import { listOutbox } from '../../delivery/outbox.js';
import { directStaffAccount } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';

// The go-live checklist and its test messages (issue 21 item 9, docs/decisions/0109), on the demo agency.
const t = useTestApp();

const checklist = async (token: string) => {
  const reply = await t.post(ApiPath.getGoLiveChecklist, {}, token);
  expect(reply.statusCode, reply.body).toBe(200);
  return Object.fromEntries(
    (reply.json().items as { item: string; done: boolean; detail: string | null }[]).map((i) => [
      i.item,
      { done: i.done, detail: i.detail },
    ]),
  );
};

describe('the go-live checklist', () => {
  it('tells what is missing: the default notice in force, branches without e-mail, no test sent, no logo', async () => {
    const admin = await t.login('90000001');
    // A new agency: the notice written at the first start (decisions/0098), and a branch with no e-mail.
    await t.db.execute(sql`update privacy_templates set current = false where type = '775'`);
    await t.db.execute(
      sql`insert into privacy_templates (type, template_id, items, current) values ('775', '775-predefinita', '{}'::jsonb, true)
          on conflict (type, template_id) do update set current = true`,
    );
    await t.db.execute(
      sql`update branches set email = null where agency_id = (select min(agency_id) from branches)`,
    );
    const items = await checklist(admin);
    expect(Object.keys(items)).toEqual([
      'privacy',
      'import',
      'branches',
      'testEmail',
      'testSms',
      'logo',
      'sealTimestamp',
    ]);
    expect(items.privacy).toEqual({ done: false, detail: 'default in force' });
    expect(items.import?.done).toBe(true);
    expect(items.branches?.done).toBe(false);
    expect(items.branches?.detail).toMatch(/^1\/\d+$/);
    expect(items.testEmail).toEqual({ done: false, detail: null });
    expect(items.testSms).toEqual({ done: false, detail: null });
    expect(items.logo).toEqual({ done: false, detail: null });
    // No time-stamp authority: the seal is B-B, a warning until SEAL_TSA_URL is set.
    expect(items.sealTimestamp).toEqual({ done: false, detail: null });
  });

  it('is read by Staff too, and refused to a client', async () => {
    const staff = await directStaffAccount(t);
    expect((await checklist(staff.token)).import?.done).toBe(true);
    const mario = await t.login('10000001');
    expect((await t.post(ApiPath.getGoLiveChecklist, {}, mario)).json()).toEqual({
      status: 'KO',
      error: { code: ErrorCode.FORBIDDEN },
    });
  });
});

describe('the test e-mail and SMS, to oneself', () => {
  it("go to the Superuser's own address and number, are in the audit log, and tick the checklist", async () => {
    const admin = await t.login('90000001');
    const email = await t.post(ApiPath.sendTestEmail, {}, admin);
    expect(email.json()).toEqual({ status: 'OK', to: 'a***@example.it' });
    const [mail] = await listOutbox(t.db, { to: 'admin@example.it', limit: 1 });
    expect(mail?.subject).toBe('Area Clienti: e-mail di prova');
    expect(mail?.text).toContain(t.config.AGENCY_LEGAL_NAME);

    const sms = await t.post(ApiPath.sendTestSms, {}, admin);
    expect(sms.statusCode, sms.body).toBe(200);
    const [admin90] = await selectRows<{ phone: string }>(
      t.db,
      sql`select phone from users where user_code = '90000001'`,
    );
    const [text] = await listOutbox(t.db, { to: admin90?.phone ?? '', limit: 1 });
    expect(text?.text).toMatch(/SMS di prova/);
    expect(text?.text.length).toBeLessThanOrEqual(160);

    const { entries } = (
      await t.post(ApiPath.getAuditLog, { filter: { actor: '90000001', from: '2020-01-01' } }, admin)
    ).json();
    expect(entries.slice(0, 2).map((e: { action: string }) => e.action)).toEqual([
      'agency.test-sms',
      'agency.test-email',
    ]);
    const items = await checklist(admin);
    expect(items.testEmail).toEqual({ done: true, detail: t.clock.now().toISOString() });
    expect(items.testSms?.done).toBe(true);
  });

  it('answers NOTFOUND_001 to a Superuser with no mobile, and sends nothing; Staff are refused', async () => {
    const superuser = await directStaffAccount(t, Role.SUPERUSER);
    const before = (
      await t.post(ApiPath.getAuditLog, { filter: { action: 'agency.test-sms' } }, superuser.token)
    ).json().entries;
    expect((await t.post(ApiPath.sendTestSms, {}, superuser.token)).json()).toEqual({
      status: 'KO',
      error: { code: ErrorCode.NOT_FOUND },
    });
    const after = (
      await t.post(ApiPath.getAuditLog, { filter: { action: 'agency.test-sms' } }, superuser.token)
    ).json().entries;
    expect(after).toEqual(before);
    const staff = await directStaffAccount(t);
    for (const path of [ApiPath.sendTestEmail, ApiPath.sendTestSms]) {
      expect((await t.post(path, {}, staff.token)).json()).toEqual({
        status: 'KO',
        error: { code: ErrorCode.FORBIDDEN },
      });
    }
  });
});

describe('the logo (AGENCY_LOGO_FILE)', () => {
  it('is served at /agency-logo as configured, and ticks the checklist', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'logo-'));
    const file = join(folder, 'logo.svg');
    writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    // With a time-stamp authority too: the seal's line is done (nothing is signed here, so it is not called).
    const config = { ...t.config, AGENCY_LOGO_FILE: file, SEAL_TSA_URL: 'http://127.0.0.1:9/tsa' };
    const app = await buildApp({ config, db: t.db, clock: t.clock });
    try {
      const logo = await app.inject({ method: 'GET', url: '/agency-logo' });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/svg+xml');
      expect(logo.headers['content-security-policy']).toContain('sandbox');
      expect(logo.body).toContain('<svg');
      const admin = await t.login('90000001');
      const reply = await app.inject({
        method: 'POST',
        url: ApiPath.getGoLiveChecklist,
        payload: {},
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(reply.json().items, reply.body).toContainEqual({ item: 'logo', done: true, detail: null });
      expect(reply.json().items).toContainEqual({ item: 'sealTimestamp', done: true, detail: null });
    } finally {
      await app.close();
    }
    // Without one, no image is served there (the path is the app's not-found page, or unknown).
    const none = await t.app.inject({ method: 'GET', url: '/agency-logo' });
    expect(none.headers['content-type'] ?? '').not.toMatch(/^image\//);
  });

  it('stops the start when the file is missing or too large', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'logo-'));
    const large = join(folder, 'grande.png');
    writeFileSync(large, Buffer.alloc(300 * 1024));
    for (const [file, message] of [
      [join(folder, 'manca.png'), /cannot be read/],
      [large, /at most 204800/],
    ] as const) {
      await expect(buildApp({ config: { ...t.config, AGENCY_LOGO_FILE: file }, db: t.db })).rejects.toThrow(
        message,
      );
    }
  });
});
