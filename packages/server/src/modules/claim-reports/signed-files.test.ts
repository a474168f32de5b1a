/**
 * The document a client signs lists the report's photos and documents, each by name with the SHA-256 of its
 * bytes, and names its policyholder (docs/decisions/0128): read by poppler in the signed copy, through the
 * API as the web app calls it (a draft, its files sent in chunks, the code by SMS). The list is fixed under
 * the report's lock at submission: a file added or deleted afterwards cannot make it untrue.
 */
import { createHash } from 'node:crypto';
import { ClaimReportPath, ErrorCode } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/database.js';
import { PgFileStorage } from '../../shared/pg-file-storage.js';
import { lastCodeTo } from '../../test/accounts.js';
import { phonePhoto, plainPdf, smallPng } from '../../test/claim-report-files.js';
import { uploadWhole } from '../../test/claim-report-uploads.js';
import { claimClient, completeCai, WATER_DAMAGE } from '../../test/claim-reports.js';
import { useTestApp } from '../../test/harness.js';
import { expectCmsVerified } from '../../test/pdf-signature.js';
import { pdfAttachments, pdfsig, pdftotext } from '../../test/poppler.js';
import { insertFile } from '../claim-report-files/queries.js';
import { reportFileOwner } from '../claim-report-files/service.js';
import { lockReportOfUser } from './queries.js';

const t = useTestApp();
type Client = Awaited<ReturnType<typeof claimClient>>;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** pdftotext breaks lines where the layout does: compare words, not line breaks. */
const words = (text: string) => text.replace(/\s+/g, ' ');
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;

let mario: Client;
/** Mario as the agency's record names him: the policyholder of his policies. */
let record: { nome: string; cognome: string; codice_fiscale: string };
// A client of its own for each test: five codes an hour per user (decisions/0111).
beforeEach(async () => {
  mario = await claimClient(t);
  [record] = (await selectRows<typeof record>(
    t.db,
    sql`select nome, cognome, codice_fiscale from clients where id = ${mario.clientId}`,
  )) as [typeof record];
});

/** A draft of `kind`, complete, saved at version 1 (`data` changes the damage report's). */
async function readyDraft(kind: 'motor' | 'damage', data: Record<string, unknown> = {}) {
  const made = await t.post(
    ClaimReportPath.createClaimReport,
    { dossierId: kind === 'motor' ? mario.motor : mario.home, eventDate: '2026-11-18' },
    mario.token,
  );
  expect(made.statusCode, made.body).toBe(200);
  const { reportId, data: prefilled } = made.json().report;
  const full = kind === 'motor' ? completeCai(prefilled) : { ...WATER_DAMAGE, ...data };
  const saved = await t.post(
    ClaimReportPath.saveClaimReport,
    { reportId, version: 0, data: full },
    mario.token,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return reportId as string;
}

const upload = async (reportId: string, name: string, type: string, bytes: Buffer) => {
  const done = await uploadWhole(t, mario.token, { reportId, name, type, bytes });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().file as { fileId: string; name: string; sha256: string };
};

/** The bytes of a kept file as the client downloads it. */
const served = async (fileId: string) =>
  (await t.post(ClaimReportPath.getClaimReportFile, { fileId }, mario.token)).rawPayload;

/** Submitted for signing (a minute after the last code, the SMS limit): the SHA-256 shown. */
async function submit(reportId: string, version: number) {
  t.clock.advance(61_000);
  const reply = await t.post(ClaimReportPath.submitClaimReport, { reportId, version }, mario.token);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().sha256 as string;
}

const confirm = (reportId: string, code: string) =>
  t.post(ClaimReportPath.confirmClaimReport, { reportId, code }, mario.token);

/**
 * Signed with the code just sent; the document signed, as it travels inside the sealed copy the client
 * downloads (its SHA-256 checked against the one shown), read by pdftotext. The copy's seal is verified by
 * pdfsig, and its CMS by openssl over the copy's byte ranges.
 */
async function signedDocumentText(reportId: string, shown: string) {
  const signed = await confirm(reportId, await lastCodeTo(t, mario.phone));
  expect(signed.statusCode, signed.body).toBe(200);
  const copy = await t.post(ClaimReportPath.getClaimReportPdf, { reportId }, mario.token);
  expect(await pdfsig(copy.rawPayload)).toContain('Signature Validation: Signature is Valid.');
  await expectCmsVerified(copy.rawPayload);
  const [document] = [...(await pdfAttachments(copy.rawPayload)).values()];
  expect(sha256(document as Buffer)).toBe(shown);
  return {
    document: words(await pdftotext(document as Buffer)),
    copy: words(await pdftotext(copy.rawPayload)),
  };
}

/** The line of the `index`-th file: its number, what it is, its name, then its SHA-256. */
const listed = (index: number, label: string, name: string, hash: string) =>
  `${index}. ${label} ${name} Impronta SHA-256 ${hash}`;

describe('the signed report binds its files and names its policyholder', () => {
  it.each([
    { kind: 'motor', title: 'the CAI' },
    { kind: 'damage', title: 'the damage report' },
  ] as const)('$title lists every file by name with its SHA-256', async ({ kind }) => {
    const reportId = await readyDraft(kind);
    const pdf = await plainPdf(2);
    const photo = await upload(reportId, 'IMG_0001.jpeg', 'image/jpeg', await phonePhoto(1200, 900));
    const png = await upload(reportId, 'danno laterale.png', 'image/png', await smallPng());
    const report = await upload(reportId, 'verbale polizia.pdf', 'application/pdf', pdf);
    // Computed here from the bytes: a PDF's as uploaded (kept byte for byte), a photo's as the client
    // downloads it (the server re-encodes every photo and keeps no original, decisions/0114).
    const expected = [
      listed(1, 'Foto', 'IMG_0001.jpg', sha256(await served(photo.fileId))),
      listed(2, 'Foto', 'danno laterale.jpg', sha256(await served(png.fileId))),
      listed(3, 'Documento PDF', 'verbale polizia.pdf', sha256(pdf)),
    ];
    expect(sha256(await served(report.fileId))).toBe(sha256(pdf));

    const { document, copy } = await signedDocumentText(reportId, await submit(reportId, 1));
    for (const line of expected) {
      expect(document).toContain(line);
      expect(copy).toContain(line);
    }
    expect(document).not.toContain('Nessun allegato');
    const { nome, cognome, codice_fiscale: taxCode } = record;
    if (kind === 'damage') {
      expect(document).toContain(`Contraente ${nome} ${cognome} Codice fiscale ${taxCode}`);
    } else {
      expect(document).toContain('Allegati: 3 file, elencati con la loro impronta SHA-256 a pagina 2');
      // Section 6 (A) names the policyholder (its address follows; section 9's driver, a birth date). Driver
      // B gets this document through the link and the paper form has no box for a tax code: A's is not in
      // it (data minimisation, decisions/0128).
      expect(document).toContain(`Cognome e nome: ${cognome} ${nome} Indirizzo:`);
      expect(document).not.toContain(taxCode);
    }
  });

  it('freezes the files while the code is out: a change takes the report back to a draft, then a new document and code', async () => {
    const reportId = await readyDraft('damage');
    const kept = await upload(reportId, 'soffitto.png', 'image/png', await smallPng());
    const dropped = await upload(reportId, 'bozza.pdf', 'application/pdf', await plainPdf());
    const first = await submit(reportId, 1);
    const firstCode = await lastCodeTo(t, mario.phone);

    // The document shown lists both: neither can now be removed, nor a third added.
    const removal = await t.post(
      ClaimReportPath.deleteClaimReportFile,
      { fileId: dropped.fileId },
      mario.token,
    );
    expect([removal.statusCode, codeOf(removal)]).toEqual([409, ErrorCode.CLAIMREPORT_FILE_LOCKED]);
    const addition = await t.post(
      ClaimReportPath.startClaimReportUpload,
      { reportId, name: 'tardi.png', size: 100, type: 'image/png' },
      mario.token,
    );
    expect([addition.statusCode, codeOf(addition)]).toEqual([409, ErrorCode.CLAIMREPORT_FILE_LOCKED]);

    // Back to a draft: the file goes, and the code out signs nothing any more.
    const cancelled = await t.post(ClaimReportPath.cancelClaimReportSigning, { reportId }, mario.token);
    expect(cancelled.json().report.state).toBe('draft');
    const removed = await t.post(
      ClaimReportPath.deleteClaimReportFile,
      { fileId: dropped.fileId },
      mario.token,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const stale = await confirm(reportId, firstCode);
    expect([stale.statusCode, codeOf(stale)]).toEqual([409, ErrorCode.CLAIMREPORT_STATE]);

    const second = await submit(reportId, cancelled.json().report.version);
    expect(second).not.toBe(first);
    const replaced = await confirm(reportId, firstCode);
    expect(codeOf(replaced)).toBe(ErrorCode.CLAIMREPORT_CODE_WRONG);
    const { document } = await signedDocumentText(reportId, second);
    expect(document).toContain(listed(1, 'Foto', 'soffitto.jpg', kept.sha256));
    expect(document).not.toContain('bozza.pdf');
    expect(document).not.toContain(dropped.sha256);
  });

  it('lists a file whose completion held the report when the submission came: the submission waits for it', async () => {
    const reportId = await readyDraft('damage');
    const late = await smallPng(64, 48);
    const storage = new PgFileStorage(t.db);
    let submitted: Promise<string> | undefined;
    // A completion's transaction at the moment it has locked the report and written its row, held open
    // (claim-report-files' `complete`): the submission must wait for it, then list the file.
    await t.db.transaction(async (tx) => {
      await lockReportOfUser(tx, mario.userId, reportId);
      await insertFile(tx, {
        reportId,
        userId: mario.userId,
        kind: 'photo',
        name: 'arrivata-mentre-firmavo.png',
        mimeType: 'image/png',
        size: late.length,
        sha256: sha256(late),
        fileId: await storage
          .within(tx)
          .put(reportFileOwner(reportId), 'arrivata-mentre-firmavo.png', 'image/png', late),
      });
      submitted = submit(reportId, 1);
      await expect
        .poll(
          async () => {
            const [waiting] = await selectRows<{ n: number }>(
              t.db,
              sql`select count(*)::int as n from pg_stat_activity where datname = current_database()
                and wait_event_type = 'Lock' and query ilike '%claim_reports%'`,
            );
            return waiting?.n ?? 0;
          },
          { timeout: 60_000, interval: 20 },
        )
        .toBeGreaterThan(0);
    });
    const shown = await (submitted as Promise<string>);
    const { document } = await signedDocumentText(reportId, shown);
    expect(document).toContain(listed(1, 'Foto', 'arrivata-mentre-firmavo.png', sha256(late)));
  });

  it('refuses a theft whose police report was deleted after it was chosen, and names it once attached', async () => {
    const chosen = await readyDraft('damage', { coverage: 'theft' });
    const police = await upload(chosen, 'verbale.pdf', 'application/pdf', await plainPdf());
    const withReport = { ...WATER_DAMAGE, coverage: 'theft', policeReportFileId: police.fileId };
    const saved = await t.post(
      ClaimReportPath.saveClaimReport,
      { reportId: chosen, version: 1, data: withReport },
      mario.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await t.post(ClaimReportPath.deleteClaimReportFile, { fileId: police.fileId }, mario.token);
    t.clock.advance(61_000);
    const refused = await t.post(
      ClaimReportPath.submitClaimReport,
      { reportId: chosen, version: 2 },
      mario.token,
    );
    expect([refused.statusCode, refused.json().error]).toEqual([
      400,
      { code: ErrorCode.CLAIMREPORT_INCOMPLETE, detail: 'policeReportFileId' },
    ]);

    const again = await upload(chosen, 'verbale.pdf', 'application/pdf', await plainPdf());
    const resaved = await t.post(
      ClaimReportPath.saveClaimReport,
      { reportId: chosen, version: 2, data: { ...withReport, policeReportFileId: again.fileId } },
      mario.token,
    );
    expect(resaved.statusCode, resaved.body).toBe(200);
    const { document } = await signedDocumentText(chosen, await submit(chosen, 3));
    expect(document).toContain('Denuncia all’autorità Allegata: verbale.pdf');
    expect(document).toContain(listed(1, 'Documento PDF', 'verbale.pdf', again.sha256));
  });
});
