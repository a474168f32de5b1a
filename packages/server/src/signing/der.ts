/**
 * The few DER pieces the seal's CMS needs (decisions/0119): written as bytes, read back as byte slices.
 * node-forge's ASN.1 works on binary strings and re-encodes what it parsed; here a certificate's issuer,
 * a time-stamp token, the signed attributes are carried byte for byte, which a hash or a signature over
 * them needs.
 */

/** One TLV read from a buffer: its tag, its whole encoding and its content. */
export interface DerNode {
  tag: number;
  /** The whole TLV (tag, length, content). */
  der: Buffer;
  content: Buffer;
}

export class DerError extends Error {}

/** The TLV at `offset`: single-byte tags only (all CMS and RFC 3161 use), definite lengths only (DER). */
export function readDer(bytes: Buffer, offset = 0): DerNode {
  const tag = bytes[offset];
  const first = bytes[offset + 1];
  if (tag === undefined || first === undefined) throw new DerError('DER cut short');
  let length = first;
  let header = 2;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count === 0 || count > 4) throw new DerError('DER with an indefinite or too long length');
    length = 0;
    for (let i = 0; i < count; i++) {
      const byte = bytes[offset + 2 + i];
      if (byte === undefined) throw new DerError('DER cut short');
      length = length * 256 + byte;
    }
    header += count;
  }
  const end = offset + header + length;
  if (end > bytes.length) throw new DerError('DER cut short');
  return { tag, der: bytes.subarray(offset, end), content: bytes.subarray(offset + header, end) };
}

/** The elements of a constructed node (a SEQUENCE, a SET, a context tag). */
export function derChildren(node: DerNode): DerNode[] {
  if (!(node.tag & 0x20)) throw new DerError(`DER tag 0x${node.tag.toString(16)} is not constructed`);
  const children: DerNode[] = [];
  for (let at = 0; at < node.content.length; ) {
    const child = readDer(node.content, at);
    children.push(child);
    at += child.der.length;
  }
  return children;
}

/** The element `index` of a constructed node, of the tag expected. */
export function derChild(node: DerNode, index: number, tag?: number): DerNode {
  const child = derChildren(node)[index];
  if (!child || (tag !== undefined && child.tag !== tag)) {
    throw new DerError(`DER element ${index} missing or not of tag 0x${tag?.toString(16)}`);
  }
  return child;
}

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** A TLV of the parts given, concatenated. */
export function tlv(tag: number, ...parts: Buffer[]): Buffer {
  const content = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), derLength(content.length), content]);
}

export const TAG = {
  BOOLEAN: 0x01,
  INTEGER: 0x02,
  OCTET_STRING: 0x04,
  NULL: 0x05,
  OID: 0x06,
  SEQUENCE: 0x30,
  SET: 0x31,
  /** [n] constructed: an explicit tag, or an implicit one over a SEQUENCE or SET. */
  context: (n: number) => 0xa0 + n,
} as const;

export const sequence = (...parts: Buffer[]) => tlv(TAG.SEQUENCE, ...parts);
export const octets = (bytes: Uint8Array) => tlv(TAG.OCTET_STRING, Buffer.from(bytes));
export const derNull = () => Buffer.from([TAG.NULL, 0]);

/** A SET OF in DER order (X.690 11.6: the encodings sorted as octet strings), as signed attributes must be. */
export const setOf = (...elements: Buffer[]) => tlv(TAG.SET, ...[...elements].sort(Buffer.compare));

/** A non-negative INTEGER (a leading zero byte when its top bit is set). */
export function integer(value: Uint8Array | number): Buffer {
  let bytes = typeof value === 'number' ? Buffer.from([value]) : Buffer.from(value);
  while (bytes.length > 1 && bytes[0] === 0 && ((bytes[1] as number) & 0x80) === 0) bytes = bytes.subarray(1);
  if (((bytes[0] as number) & 0x80) !== 0) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return tlv(TAG.INTEGER, bytes);
}

/** An OBJECT IDENTIFIER from its dotted form. */
export function oid(dotted: string): Buffer {
  const arcs = dotted.split('.').map(Number);
  const [first = 0, second = 0, ...rest] = arcs;
  const out: number[] = [];
  for (const arc of [first * 40 + second, ...rest]) {
    const groups: number[] = [];
    for (let value = arc; ; value = Math.floor(value / 128)) {
      groups.unshift((value % 128) | (groups.length ? 0x80 : 0));
      if (value < 128) break;
    }
    out.push(...groups);
  }
  return tlv(TAG.OID, Buffer.from(out));
}
