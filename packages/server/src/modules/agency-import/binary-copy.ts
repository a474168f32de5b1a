/**
 * PostgreSQL's binary COPY format (https://www.postgresql.org/docs/current/sql-copy.html, "Binary
 * Format"), for the documents' files: their bytes go to the staging table as they are, where COPY's text
 * format would need them as base64 (a third more) or as hex (twice as many), decoded again in SQL.
 * Kept free of the database: the checking workers write the rows, the importing thread adds the header and
 * the trailer around them, one COPY statement at a time.
 */

/** The signature, the flags (none) and the length of the header's extension (none). */
export const BINARY_COPY_HEADER = Buffer.concat([
  Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
  Buffer.alloc(8),
]);
/** A field count of -1 ends the data. */
export const BINARY_COPY_TRAILER = Buffer.from([0xff, 0xff]);

/** A row of text and bytea values (none null), in binary COPY's format. */
export function binaryCopyRow(values: (string | Buffer)[]): Buffer {
  const fields = values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'utf8') : value));
  const size = 2 + fields.reduce((sum, field) => sum + 4 + field.length, 0);
  const row = Buffer.allocUnsafe(size);
  let at = row.writeInt16BE(fields.length, 0);
  for (const field of fields) {
    at = row.writeInt32BE(field.length, at);
    at += field.copy(row, at);
  }
  return row;
}

/**
 * Rows joined in memory of their own, not in a slice of Node's shared pool: sent to another thread, a
 * pooled slice would take the whole 8 KiB pool with it.
 */
export function joinRows(rows: Buffer[]): Buffer {
  const joined = Buffer.allocUnsafeSlow(rows.reduce((sum, row) => sum + row.length, 0));
  let at = 0;
  for (const row of rows) at += row.copy(joined, at);
  return joined;
}
