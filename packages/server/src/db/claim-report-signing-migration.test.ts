import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ClaimReportPath, ErrorCode } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, it } from 'vitest';
import { PgFileStorage } from '../shared/pg-file-storage.js';
import { lastCodeTo } from '../test/accounts.js';
import { claimClient, completeCai, submittedDamageReport } from '../test/claim-reports.js';
import { emptyDatabase } from '../test/database.js';
import { useTestApp } from '../test/harness.js';
import { MIGRATIONS, migrationsBefore } from '../test/migrations.js';
import { type Db, selectRows } from './database.js';

/**
 * The migration that takes the reports waiting for their signature when decision 0128 is deployed back to a
 * draft (their document was rendered without the files and the policyholder), by hand.
 */
const BACK_TO_DRAFT = '0019_signing_reports_to_draft';

const t = useTestApp();

/** The migration's statements, run as the migrator runs them: in order, in one transaction. */
async function runMigration(db: Db) {
  const text = await readFile(join(MIGRATIONS, `${BACK_TO_DRAFT}.sql`), 'utf8');
  await db.transaction(async (tx) => {
    for (const statement of text.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
  });
}

describe(`migration ${BACK_TO_DRAFT}`, () => {
  it('takes a report in signing back to a draft, its document deleted and its code gone; leaves the others as they were', async () => {
    const database = await emptyDatabase('claim_signing_migration');
    const db = drizzle(database.pool);
    try {
      await migrate(db, { migrationsFolder: await migrationsBefore(BACK_TO_DRAFT) });
      const [user] = (
        await db.execute<{ id: number }>(
          sql`insert into users (user_code, email, phone, phone_verified)
            values ('10000001', 'mario@example.it', '+393331234567', true) returning id`,
        )
      ).rows;
      const [client] = (
        await db.execute<{ id: number }>(
          sql`insert into clients (agency_id, codice_fiscale, nome, cognome)
            values ('CLI-1', 'RSSMRA80A01H501U', 'Mario', 'Rossi') returning id`,
        )
      ).rows;
      const storedFile = async (owner: string, name: string) =>
        (
          await db.execute<{
            id: string;
          }>(sql`insert into stored_files (owner, name, mime_type, size, content)
            values (${owner}, ${name}, 'application/pdf', 4, '\\x25504446'::bytea) returning id`)
        ).rows[0]?.id as string;
      const [signing, waitingB, draft, sent] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      const signingPdf = await storedFile(`claim-report:${signing}`, 'denuncia.pdf');
      const waitingPdf = await storedFile(`claim-report:${waitingB}`, 'denuncia.pdf');
      const waitingSigned = await storedFile(`claim-report-signed:${waitingB}`, 'denuncia-firmata.pdf');
      /** A report of Mario's; `signed` its document, hash, signed copy, and B's state and link. */
      const report = (
        id: string,
        kind: string,
        state: string,
        version: number,
        signed: { pdf?: string; sha256?: string; copy?: string; counterpart?: string; bLink?: string } = {},
      ) =>
        db.execute(sql`insert into claim_reports (id, user_id, client_id, numero_polizza, prodotto, kind, state,
            version, event_date, data, created_at, updated_at, pdf_file_id, sha256, signed_pdf_file_id,
            counterpart, b_token_hash)
          values (${id}, ${user?.id}, ${client?.id}, '10020030', 'Casa Serena', ${kind}, ${state}, ${version},
            '2026-11-18', ${JSON.stringify({ kind })}::jsonb, '2026-11-18T09:00:00Z', '2026-11-18T10:00:00Z',
            ${signed.pdf ?? null}, ${signed.sha256 ?? null}, ${signed.copy ?? null},
            ${signed.counterpart ?? 'none'}, ${signed.bLink ?? null})`);
      await report(signing, 'damage', 'signing', 2, { pdf: signingPdf, sha256: 'a'.repeat(64) });
      await report(waitingB, 'motor', 'awaitingB', 3, {
        pdf: waitingPdf,
        sha256: 'b'.repeat(64),
        copy: waitingSigned,
        counterpart: 'waiting',
        bLink: 'hash-of-bs-link',
      });
      await report(draft, 'damage', 'draft', 1);
      await report(sent, 'damage', 'sent', 3);
      await db.execute(sql`insert into one_time_codes (user_id, purpose, code_hash, target, expires_at) values
        (${user?.id}, 'claim-report', 'hash-of-the-signing-code', ${`${signing}:${'a'.repeat(64)}`}, now() + interval '10 minutes'),
        (${user?.id}, 'sms', 'hash-of-a-mobile-code', '+393331234567', now() + interval '10 minutes')`);
      const before = (await db.execute(sql`select * from claim_reports where id <> ${signing} order by id`))
        .rows;

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const [back] = (
        await db.execute<{
          state: string;
          version: number;
          pdf_file_id: string | null;
          sha256: string | null;
          updated_at: string;
        }>(
          sql`select state, version, pdf_file_id, sha256, updated_at from claim_reports where id = ${signing}`,
        )
      ).rows;
      expect(back).toMatchObject({ state: 'draft', version: 3, pdf_file_id: null, sha256: null });
      // Updated now, as a cancel is: the draft's 30 days start again from the deploy.
      expect(new Date(back?.updated_at ?? 0).getTime()).toBeGreaterThan(Date.parse('2026-11-18T10:00:00Z'));
      // Its document is gone; the one A signed, waiting for B, and its signed copy are kept.
      const files = await db.execute<{ id: string }>(sql`select id from stored_files order by id`);
      expect(files.rows.map((row) => row.id).sort()).toEqual([waitingPdf, waitingSigned].sort());
      // The code sent for the old document is gone; another purpose's code is not touched.
      const codes = await db.execute<{ purpose: string }>(sql`select purpose from one_time_codes`);
      expect(codes.rows).toEqual([{ purpose: 'sms' }]);
      // The CAI waiting for B, the draft and the sent report: exactly as they were (every column they had: the
      // later migrations, run here too, add their own). No event is written.
      const after = (await db.execute(sql`select * from claim_reports where id <> ${signing} order by id`))
        .rows;
      expect(
        after.map((row, index) =>
          Object.fromEntries(Object.keys(before[index] ?? {}).map((column) => [column, row[column]])),
        ),
      ).toEqual(before);
      expect(after).toHaveLength(before.length);
      expect((await db.execute(sql`select * from claim_report_events`)).rows).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('through the API: the code for the old document is refused, its PDF gone; submitted again, a new document and code sign it; a CAI signed by A and waiting for B stays', async () => {
    const client = await claimClient(t);
    const reportId = await submittedDamageReport(t, client);
    const oldCode = await lastCodeTo(t, client.phone);
    const files = new PgFileStorage(t.db);
    expect(await files.listByOwner(`claim-report:${reportId}`)).toHaveLength(1);
    // A's CAI, signed by A, waiting for B's signature from the link.
    const made = await t.post(
      ClaimReportPath.createClaimReport,
      { dossierId: client.motor, eventDate: '2026-11-20' },
      client.token,
    );
    const cai = made.json().report as { reportId: string; data: Record<string, unknown> };
    await t.post(
      ClaimReportPath.saveClaimReport,
      { reportId: cai.reportId, version: 0, data: completeCai(cai.data, { mobile: '347 765 4321' }) },
      client.token,
    );
    t.clock.advance(61_000);
    await t.post(ClaimReportPath.submitClaimReport, { reportId: cai.reportId, version: 1 }, client.token);
    const signedA = await t.post(
      ClaimReportPath.confirmClaimReport,
      { reportId: cai.reportId, code: await lastCodeTo(t, client.phone) },
      client.token,
    );
    expect(signedA.json().report.state).toBe('awaitingB');
    const caiBefore = await selectRows(t.db, sql`select * from claim_reports where id = ${cai.reportId}`);

    await runMigration(t.db);

    const view = await t.post(ClaimReportPath.getClaimReport, { reportId }, client.token);
    expect(view.json().report).toMatchObject({ state: 'draft', version: 3 });
    const late = await t.post(ClaimReportPath.confirmClaimReport, { reportId, code: oldCode }, client.token);
    expect([late.statusCode, late.json().error.code]).toEqual([409, ErrorCode.CLAIMREPORT_STATE]);
    const document = await t.post(ClaimReportPath.getClaimReportPdf, { reportId }, client.token);
    expect([document.statusCode, document.json().error.code]).toEqual([409, ErrorCode.CLAIMREPORT_STATE]);
    expect(await files.listByOwner(`claim-report:${reportId}`)).toEqual([]);

    // Submitted again: a new document and a new code; the old code signs nothing, the new one signs.
    t.clock.advance(61_000);
    const again = await t.post(ClaimReportPath.submitClaimReport, { reportId, version: 3 }, client.token);
    expect(again.statusCode, again.body).toBe(200);
    const newCode = await lastCodeTo(t, client.phone);
    // (Unless the new code is by chance the old one's six digits: one in a million.)
    if (newCode !== oldCode) {
      const old = await t.post(ClaimReportPath.confirmClaimReport, { reportId, code: oldCode }, client.token);
      expect(old.json().error.code).toBe(ErrorCode.CLAIMREPORT_CODE_WRONG);
    }
    const signed = await t.post(
      ClaimReportPath.confirmClaimReport,
      { reportId, code: newCode },
      client.token,
    );
    expect(signed.json().report.state).toBe('sent');

    expect(await selectRows(t.db, sql`select * from claim_reports where id = ${cai.reportId}`)).toEqual(
      caiBefore,
    );
  });
});
