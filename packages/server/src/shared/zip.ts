import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';

/*
 * A ZIP archive writer (PKWARE APPNOTE 6.3: local headers, central directory, end record), written here on
 * Node's own zlib rather than taken as a dependency: the format's plain part is about a hundred lines and the
 * callers' bounds (docs/decisions/0062) keep an archive far below ZIP64's 4 GiB and 65,535 entries.
 */

const deflate = promisify(deflateRaw);

export interface ZipEntry {
  /** The file's name inside the archive: one path segment (see `zipEntryNames`). */
  name: string;
  /** Shown by the unpacking program as the file's date. */
  modified: Date;
  content: Buffer;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** 2.0: what deflate needs; the oldest version every unpacking program reads. */
const VERSION = 20;
/** General purpose bit 11: the name is UTF-8 ('Città.pdf' stays 'Città.pdf'). */
const UTF8_NAMES = 1 << 11;
/**
 * 'Made by' Unix with a plain file's mode: Info-ZIP's unzip reads the names of an archive made by MS-DOS in
 * its code page, ignoring bit 11 ('Città' came out 'Citt+�'); Windows and macOS read bit 11 either way.
 */
const MADE_ON_UNIX = 3 << 8;
const REGULAR_FILE_RW_R_R = 0o100644;
const STORED = 0;
const DEFLATED = 8;
const MAX_32 = 0xffff_ffff;
const MAX_ENTRIES = 0xffff;

/** MS-DOS date and time (local fields, 2-second steps), the only dates the plain format holds. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

interface Written {
  name: Buffer;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  dos: { time: number; date: number };
  offset: number;
}

/** The fields a local header and a central directory record share, from 'version needed' to the name length. */
function commonFields(entry: Written): Buffer {
  const fields = Buffer.alloc(26);
  fields.writeUInt16LE(VERSION, 0);
  fields.writeUInt16LE(UTF8_NAMES, 2);
  fields.writeUInt16LE(entry.method, 4);
  fields.writeUInt16LE(entry.dos.time, 6);
  fields.writeUInt16LE(entry.dos.date, 8);
  fields.writeUInt32LE(entry.crc, 10);
  fields.writeUInt32LE(entry.compressedSize, 14);
  fields.writeUInt32LE(entry.size, 18);
  fields.writeUInt16LE(entry.name.length, 22);
  fields.writeUInt16LE(0, 24); // no extra field
  return fields;
}

function localHeader(entry: Written): Buffer {
  const signature = Buffer.alloc(4);
  signature.writeUInt32LE(LOCAL_HEADER);
  return Buffer.concat([signature, commonFields(entry), entry.name]);
}

function centralRecord(entry: Written): Buffer {
  const head = Buffer.alloc(6);
  head.writeUInt32LE(CENTRAL_HEADER, 0);
  head.writeUInt16LE(MADE_ON_UNIX | VERSION, 4);
  // Comment length, disk number, internal attributes (all 0), external attributes, the local header's offset.
  const tail = Buffer.alloc(14);
  tail.writeUInt32LE(REGULAR_FILE_RW_R_R * 0x1_0000, 6);
  tail.writeUInt32LE(entry.offset, 10);
  return Buffer.concat([head, commonFields(entry), tail, entry.name]);
}

function endRecord(count: number, directorySize: number, directoryOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
}

/**
 * The archive's bytes, entry by entry as `entries` yields them: only one entry's content is held at a time
 * (plus the central directory's few bytes per entry). Each entry is deflated, or stored when deflating does
 * not make it smaller (a PDF's streams are mostly compressed already). Compression runs on libuv's thread
 * pool, not on the event loop.
 */
export async function* zipArchive(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const deflated = await deflate(entry.content);
    const stored = deflated.length >= entry.content.length;
    const data = stored ? entry.content : deflated;
    const record: Written = {
      name: Buffer.from(entry.name, 'utf8'),
      method: stored ? STORED : DEFLATED,
      crc: crc32(entry.content),
      compressedSize: data.length,
      size: entry.content.length,
      dos: dosDateTime(entry.modified),
      offset,
    };
    const header = localHeader(record);
    if (offset + header.length + data.length > MAX_32 || written.length === MAX_ENTRIES) {
      throw new Error('zip archive past the plain format (ZIP64 not written)');
    }
    written.push(record);
    offset += header.length + data.length;
    yield header;
    yield data;
  }
  const directory = Buffer.concat(written.map(centralRecord));
  yield directory;
  yield endRecord(written.length, directory.length, offset);
}

/** Characters no file name should carry: path separators (a name is one segment), controls, Windows' reserved. */
const UNSAFE_IN_NAME = /[/\\:*?"<>|\p{Cc}]/gu;

/**
 * Names for the entries of one archive: each one path segment (no '/', '\\', '..' that an unpacking program
 * would follow out of its folder), and all different, also to a file system that ignores case: a second
 * 'Polizza.pdf' becomes 'Polizza (2).pdf'.
 */
export function zipEntryNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const safe =
      raw
        .replace(UNSAFE_IN_NAME, '_')
        .replace(/^[.\s]+/, '')
        .trim() || 'documento';
    const dot = safe.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let name = safe;
    for (let copy = 2; taken.has(name.toLowerCase()); copy++) name = `${stem} (${copy})${extension}`;
    taken.add(name.toLowerCase());
    return name;
  });
}
