import { ApiPath } from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../agency-data/pdf.js';
import { selectRows } from '../../db/database.js';
import { importRecords } from '../../test/agency-records.js';
import { useTestApp } from '../../test/harness.js';

/* getDocumentoFile: the document of getDocumento as the file itself (docs/decisions/0070). */

const t = useTestApp();
let mario: string;
let luca: string;
let receipt: number;

beforeAll(async () => {
  mario = await t.login('10000001');
  luca = await t.login('10000003');
  await importRecords(t, [
    {
      type: 'document',
      id: 'FILE-DOC-RECEIPT',
      dossier: 'POL-20040050',
      name: 'Quietanza è.pdf',
      contentBase64: makePdf('Quietanza', ['Premio pagato.']).toString('base64'),
    },
  ]);
  const listed = (await t.post(ApiPath.getDocumenti, {}, mario)).json().documenti as {
    name: string;
    documentID: number;
  }[];
  receipt = listed.find((d) => d.name === 'Quietanza è.pdf')?.documentID ?? 0;
});

describe('getDocumentoFile', () => {
  it('answers the bytes getDocumento sends in base64, with the document’s own type and name', async () => {
    const file = await t.post(ApiPath.getDocumentoFile, { documentID: receipt }, mario);
    const json = (await t.post(ApiPath.getDocumento, { documentID: receipt }, mario)).json().documento;
    expect(file.statusCode).toBe(200);
    // Served as a download of its own type, which the browser may not second-guess: whatever a file
    // holds, it is never shown as a page of the portal (issue 33).
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Quietanza _.pdf"; filename*=UTF-8''${encodeURIComponent('Quietanza è.pdf')}`,
    );
    expect(file.rawPayload.equals(Buffer.from(json.content, 'base64'))).toBe(true);
  });

  it("answers another client's document exactly like a missing one, in JSON", async () => {
    const foreign = await t.post(ApiPath.getDocumentoFile, { documentID: receipt }, luca);
    const missing = await t.post(ApiPath.getDocumentoFile, { documentID: 123_456 }, luca);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: 'KO', error: { code: 'NOTFOUND_001' } });
    expect(foreign.body).toBe(missing.body);
  });
});

describe('the documents’ files in the file storage', () => {
  const pdf = (text: string) => makePdf('Quietanza', [text]);
  const receiptRecord = (text: string) => ({
    type: 'document' as const,
    id: 'FILE-DOC-RECEIPT',
    dossier: 'POL-20040050',
    name: 'Quietanza è.pdf',
    contentBase64: pdf(text).toString('base64'),
  });
  const filesOfReceipt = () =>
    selectRows<{ id: string }>(
      t.db,
      sql`select f.id from stored_files f where f.owner = ${`document:${receipt}`}`,
    );

  it('a document sent again changed is served new, and its old file is gone', async () => {
    await importRecords(t, [receiptRecord('seconda versione')]);
    const file = await t.post(ApiPath.getDocumentoFile, { documentID: receipt }, mario);
    expect(file.rawPayload.equals(pdf('seconda versione'))).toBe(true);
    expect(await filesOfReceipt()).toHaveLength(1);
  });

  it('a document the agency removes takes its file along', async () => {
    await importRecords(t, [{ type: 'document', id: 'FILE-DOC-RECEIPT', removed: true }]);
    expect(await filesOfReceipt()).toEqual([]);
    expect((await t.post(ApiPath.getDocumentoFile, { documentID: receipt }, mario)).statusCode).toBe(404);
  });
});
