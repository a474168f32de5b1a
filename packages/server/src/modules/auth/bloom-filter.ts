import { createHash } from 'node:crypto';

/**
 * A Bloom filter: a set that answers "maybe in it" or "surely not", in a fixed number of bits whatever the
 * length of its entries. Built once by `scripts/build-password-lists.ts` and read from a file: the layout
 * is a header of 16 bytes (the magic `ACBF`, then the number of hashes k, the number of bits m and the
 * number of entries n, each a 32-bit big-endian integer) followed by the m bits.
 */
export class BloomFilter {
  private constructor(
    readonly bits: Uint8Array,
    readonly size: number,
    readonly hashes: number,
    readonly entries: number,
  ) {}

  /** The number of bits and hashes that keep the false-positive rate at `rate` for `entries` entries. */
  static empty(entries: number, rate: number): BloomFilter {
    const size = Math.ceil((-entries * Math.log(rate)) / Math.LN2 ** 2);
    const hashes = Math.max(1, Math.round((size / entries) * Math.LN2));
    return new BloomFilter(new Uint8Array(Math.ceil(size / 8)), size, hashes, 0);
  }

  static read(file: Uint8Array): BloomFilter {
    const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
    const magic = new TextDecoder().decode(file.subarray(0, 4));
    if (magic !== 'ACBF' || file.byteLength < HEADER_BYTES) throw new Error('not a Bloom filter file');
    const hashes = view.getUint32(4);
    const size = view.getUint32(8);
    const entries = view.getUint32(12);
    const bits = file.subarray(HEADER_BYTES);
    if (bits.byteLength !== Math.ceil(size / 8)) throw new Error('the Bloom filter file is cut short');
    return new BloomFilter(bits, size, hashes, entries);
  }

  write(): Uint8Array {
    const file = new Uint8Array(HEADER_BYTES + this.bits.byteLength);
    file.set(new TextEncoder().encode('ACBF'), 0);
    const view = new DataView(file.buffer);
    view.setUint32(4, this.hashes);
    view.setUint32(8, this.size);
    view.setUint32(12, this.entries);
    file.set(this.bits, HEADER_BYTES);
    return file;
  }

  add(entry: string): void {
    for (const bit of this.positions(entry))
      this.bits[bit >>> 3] = (this.bits[bit >>> 3] ?? 0) | (1 << (bit & 7));
    (this as { entries: number }).entries++;
  }

  has(entry: string): boolean {
    for (const bit of this.positions(entry))
      if (((this.bits[bit >>> 3] ?? 0) & (1 << (bit & 7))) === 0) return false;
    return true;
  }

  /** The false-positive rate with the entries it holds: (1 - e^(-kn/m))^k. */
  get falsePositiveRate(): number {
    return (1 - Math.exp((-this.hashes * this.entries) / this.size)) ** this.hashes;
  }

  /** k positions by double hashing (Kirsch and Mitzenmacher) on two 32-bit halves of a SHA-256. */
  private *positions(entry: string): Generator<number> {
    const digest = createHash('sha256').update(entry, 'utf8').digest();
    const first = digest.readUInt32BE(0);
    const second = digest.readUInt32BE(4) | 1;
    for (let i = 0; i < this.hashes; i++) yield ((first + Math.imul(i, second)) >>> 0) % this.size;
  }
}

const HEADER_BYTES = 16;
