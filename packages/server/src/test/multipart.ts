import { crc32, deflateRawSync } from 'node:zlib';

/** A part of a multipart/form-data body: a text field, or a file with its declared type. */
export type Part =
  | { field: string; value: string }
  | { field: string; file: string; type: string; bytes: Buffer };

export const BOUNDARY = 'x-boundary-42';

/** A multipart/form-data body of these parts (its content type: `multipart/form-data; boundary=BOUNDARY`). */
export function form(parts: Part[]) {
  const chunks = parts.map((part) => {
    const head =
      'file' in part
        ? `Content-Disposition: form-data; name="${part.field}"; filename="${part.file}"\r\nContent-Type: ${part.type}\r\n`
        : `Content-Disposition: form-data; name="${part.field}"\r\n`;
    return Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\n${head}\r\n`),
      'file' in part ? part.bytes : Buffer.from(part.value),
      Buffer.from('\r\n'),
    ]);
  });
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** An entry of a test zip: its name exactly as written in the archive (a hostile one too), its bytes. */
export interface ZipEntry {
  name: string;
  bytes: Buffer;
}

/**
 * A zip archive of these entries (PKZIP 2.0, UTF-8 names), deflated when `deflate` is set: enough to build
 * the feeds of the tests, and the hostile archives (`../` names, a bomb) no archiver would write.
 */
export function zip(entries: ZipEntry[], { deflate = false } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = deflate ? deflateRawSync(entry.bytes) : entry.bytes;
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed
    common.writeUInt16LE(0x0800, 2); // UTF-8 names
    common.writeUInt16LE(deflate ? 8 : 0, 4);
    common.writeUInt16LE(0, 6); // time
    common.writeUInt16LE(0x21, 8); // 1980-01-01
    common.writeUInt32LE(crc32(entry.bytes), 10);
    common.writeUInt32LE(data.length, 14);
    common.writeUInt32LE(entry.bytes.length, 18);
    common.writeUInt16LE(name.length, 22);
    common.writeUInt16LE(0, 24); // extra
    const local = Buffer.concat([u32(0x04034b50), common, name, data]);
    const central = Buffer.concat([
      u32(0x02014b50),
      u16(20), // made by
      common,
      Buffer.alloc(10), // comment length, disk, internal and external attributes
      u32(offset),
      name,
    ]);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  // More entries than the end record counts (65,535): the Zip64 end record and its locator count them.
  const zip64 = entries.length > 0xffff;
  const end = Buffer.concat([
    ...(zip64 ? zip64End(entries.length, directory.length, offset) : []),
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(zip64 ? 0xffff : entries.length),
    u16(zip64 ? 0xffff : entries.length),
    u32(directory.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, directory, end]);
}

/** The Zip64 end of central directory record and its locator, for a directory at `at` of `size` bytes. */
function zip64End(count: number, size: number, at: number): Buffer[] {
  const record = Buffer.concat([
    u32(0x06064b50),
    u64(44),
    u16(45),
    u16(45),
    u32(0),
    u32(0),
    u64(count),
    u64(count),
    u64(size),
    u64(at),
  ]);
  const locator = Buffer.concat([u32(0x07064b50), u32(0), u64(at + size), u32(1)]);
  return [record, locator];
}

function u64(value: number) {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64LE(BigInt(value));
  return buffer;
}

function u32(value: number) {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
}

function u16(value: number) {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16LE(value);
  return buffer;
}
