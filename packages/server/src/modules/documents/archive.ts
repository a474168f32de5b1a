import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { NO_DATE_YEAR } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { notFound } from '../../shared/errors.js';
import type { FileStorage } from '../../shared/file-storage.js';
import { type ZipEntry, zipArchive, zipEntryNames } from '../../shared/zip.js';
import { assertReadable } from '../dossiers/index.js';
import { documentFileOfClient, documentsOfClientByIds } from './queries.js';

/**
 * Several of the client's documents as one ZIP (docs/decisions/0062). Every id is checked before a byte
 * is sent: one that is not the client's, or missing, answers exactly like a missing document, and one whose
 * policy is being refreshed like a locked one; never a ZIP of the rest. The same id twice is one entry.
 * The archive is then written as it is sent, one document's content read at a time.
 */
export async function documentsArchive(
  db: Db,
  files: FileStorage,
  clientId: number | null,
  documentIds: readonly number[],
) {
  const ids = [...new Set(documentIds)];
  const rows = clientId === null ? [] : await documentsOfClientByIds(db, clientId, ids);
  if (rows.length !== ids.length || clientId === null) throw notFound();
  for (const row of rows) assertReadable(row.locks, 'documenti');

  // The entries in the order asked for (the order the client sees them in).
  const byId = new Map(rows.map((row) => [row.documento.documentID, row.documento]));
  const chosen = ids.map((id) => byId.get(id)).filter((d) => d !== undefined);
  const names = zipEntryNames(chosen.map((d) => d.name));

  async function* entries(): AsyncGenerator<ZipEntry> {
    for (const [index, documento] of chosen.entries()) {
      const row = await documentFileOfClient(db, clientId as number, documento.documentID);
      const file = row?.fileId ? await files.get(row.fileId) : undefined;
      // Removed by an import since the check: the download breaks off rather than leave it out unsaid.
      if (!file) throw new Error(`document ${documento.documentID} went away while its ZIP was written`);
      yield {
        name: names[index] as string,
        modified:
          documento.data && !documento.data.startsWith(NO_DATE_YEAR)
            ? new Date(`${documento.data}T00:00:00Z`)
            : new Date(),
        content: await buffer(file.stream),
      };
    }
  }
  return Readable.from(zipArchive(entries()));
}
