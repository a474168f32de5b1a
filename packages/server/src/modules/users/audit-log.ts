import { Readable } from 'node:stream';
import type { AuditEntry, AuditFilter } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { type AuditRow, auditPage } from '../audit/index.js';

const entryOf = (row: AuditRow): AuditEntry => ({
  at: row.at.toISOString(),
  actor: row.actor,
  action: row.action,
  target: row.target,
  detail: row.detail ?? null,
});

/** A page of the audit log that passes the filter, newest first; `next` opens the following one. */
export async function auditLogPage(
  db: Db,
  filter: AuditFilter,
  page: { after?: string; limit: number },
): Promise<{ entries: AuditEntry[]; next: string | null }> {
  const rows = await auditPage(db, filter, {
    ...(page.after ? { afterId: Number(page.after) } : {}),
    limit: page.limit + 1,
  });
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return { entries: shown.map(entryOf), next: rows.length > page.limit && last ? String(last.id) : null };
}

/** How many entries the CSV reads at once: memory stays flat whatever the log's length. */
const CSV_PAGE = 500;
const CSV_HEADER = ['quando', 'chi', 'azione', 'su chi', 'dettagli'];

/**
 * A field as RFC 4180 wants it, and never a formula: a spreadsheet runs a cell that starts with =, +, -
 * or @ (OWASP's CSV injection), and a detail is text someone typed (a message's title).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (fields: string[]) => `${fields.map(csvField).join(',')}\r\n`;

const detailText = (detail: Record<string, string> | null) =>
  detail
    ? Object.entries(detail)
        .map(([key, value]) => `${key}=${value}`)
        .join('; ')
    : '';

/** The audit log that passes the filter as CSV, newest first, read and sent a page at a time (keyset). */
export function auditLogCsv(db: Db, filter: AuditFilter): Readable {
  async function* lines() {
    // A byte-order mark, so a spreadsheet opens the file as UTF-8 (accented names).
    yield `\uFEFF${csvLine(CSV_HEADER)}`;
    let afterId: number | undefined;
    for (;;) {
      const rows = await auditPage(db, filter, {
        ...(afterId === undefined ? {} : { afterId }),
        limit: CSV_PAGE,
      });
      for (const row of rows) {
        const entry = entryOf(row);
        yield csvLine([entry.at, entry.actor, entry.action, entry.target, detailText(entry.detail)]);
      }
      if (rows.length < CSV_PAGE) return;
      afterId = rows.at(-1)?.id;
    }
  }
  return Readable.from(lines());
}
