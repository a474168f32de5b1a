/**
 * The fast path of the one check of a PDF (pdf-inspect.ts, docs/decisions/0129): a lexical scan of a
 * plain PDF, written as the agency's core system and our own generator write them, that answers its page
 * count when it is sure pdf-lib would parse the file and find nothing active in it, and null whenever it
 * meets anything it does not fully understand; pdf-lib then judges the file. It never refuses a file:
 * every refusal, and its words, stays pdf-lib's. It reads the file as pdf-lib's parser does (one
 * revision: `n g obj … endobj` after the header, then `xref`, `trailer`, `startxref`, nothing after but
 * blanks and comments), skips each stream's data by its direct /Length, and sees every key of every
 * dictionary, streams' and the trailer's included; a parse of pdf-lib on a document of a kilobyte costs
 * 100 µs and more, this scan a few (a million of them in an import of 100,000 clients).
 *
 * Null (ask pdf-lib) for: an object stream or a cross-reference stream, an /Encrypt, a name with a `#`
 * escape, a stream without a direct /Length followed by `endstream`, a second revision, a malformed or
 * unknown token, and any key, action (/S) or /Type that pdf-inspect.ts refuses.
 */
import { ACTIVE_ACTION_WORDS, ACTIVE_KEY_WORDS } from './pdf-active.js';
import { Char, internedName, isDigit, isHexDigit, TOKEN_END, WHITESPACE } from './pdf-lexemes.js';

const ACTIVE_KEYS = new Set([...ACTIVE_KEY_WORDS.map(([name]) => name), 'Encrypt']);
const ACTIVE_ACTIONS = new Set(ACTIVE_ACTION_WORDS.map(([name]) => name));
/** A /Type the fast path leaves to pdf-lib: the active ones, and the streams that hold objects or the xref. */
const TYPES_LEFT_TO_PDF_LIB = new Set([...ACTIVE_KEY_WORDS.map(([name]) => name), 'ObjStm', 'XRef']);

/** Thrown where the scan stops understanding the file: pdf-lib takes over. */
const NOT_PLAIN = new Error('not a plain PDF');
const MAX_NESTING = 32;

class Ref {
  constructor(readonly key: number) {}
}
/** A reference's key in the scan's table of objects: its number and generation in one number. */
function refKey(number: number, generation: number): number {
  if (number >= 1e9 || generation >= 1e6) throw NOT_PLAIN;
  return number * 1e6 + generation;
}
const OTHER = Symbol('a string, a boolean or null');
/** A name is kept as its text (a string); a dictionary as a Map of its keys. */
type Value = number | string | Ref | Map<string, Value> | Value[] | typeof OTHER;
type Dict = Map<string, Value>;
interface IndirectObject {
  value: Value;
  stream: boolean;
  /** Where its `n g obj` begins: the offset its xref entry must name. */
  offset: number;
}

class Scanner {
  pos = 0;
  readonly objects = new Map<number, IndirectObject>();
  /** Every reference read, each of which must name an object the scan read. */
  readonly references = new Set<number>();
  /** The xref table's in-use entries: an object's reference key → the offset the table gives it. */
  readonly crossReferences = new Map<number, number>();
  trailer: Dict | null = null;

  constructor(private readonly bytes: Uint8Array) {}

  private at(offset = 0): number {
    return this.bytes[this.pos + offset] ?? -1;
  }

  /** As pdf-lib's skipWhitespaceAndComments: blanks, and comments to the end of their line. */
  skipBlanks() {
    const { bytes } = this;
    for (;;) {
      while (this.pos < bytes.length && WHITESPACE[bytes[this.pos] as number]) this.pos++;
      if (bytes[this.pos] !== Char.Percent) return;
      while (this.pos < bytes.length && bytes[this.pos] !== Char.Newline && bytes[this.pos] !== Char.Return)
        this.pos++;
    }
  }

  /** Where the regular token at pos (digits, letters, …) ends. */
  private tokenEnd(): number {
    let end = this.pos;
    while (end < this.bytes.length && !TOKEN_END[this.bytes[end] as number]) end++;
    return end;
  }

  /** Whether the keyword stands at pos as a whole token; moves past it when it does. */
  keyword(word: string): boolean {
    for (let i = 0; i < word.length; i++) if (this.at(i) !== word.charCodeAt(i)) return false;
    const after = this.at(word.length);
    if (after !== -1 && !TOKEN_END[after]) return false;
    this.pos += word.length;
    return true;
  }

  /** The digits at pos as a whole token, moved past; -1 (and pos unmoved) when it is anything else. */
  private digits(): number {
    const end = this.tokenEnd();
    if (end === this.pos || end - this.pos > 10) return -1;
    let number = 0;
    for (let i = this.pos; i < end; i++) {
      const c = this.bytes[i] as number;
      if (!isDigit(c)) return -1;
      number = number * 10 + c - 0x30;
    }
    this.pos = end;
    return number;
  }

  private unsignedInteger(): number {
    const number = this.digits();
    if (number < 0) throw NOT_PLAIN;
    return number;
  }

  /** A number written as PDF writes them (`12`, `-3.5`, `.5`); NOT_PLAIN for any other token. */
  private number(): number {
    const end = this.tokenEnd();
    let i = this.pos;
    const sign = this.bytes[i] === 0x2d ? -1 : 1;
    if (this.bytes[i] === 0x2b || this.bytes[i] === 0x2d) i++;
    let whole = 0;
    let digits = 0;
    let fraction = false;
    for (; i < end; i++) {
      const c = this.bytes[i] as number;
      if (isDigit(c)) {
        whole = whole * 10 + c - 0x30;
        digits++;
      } else if (c === 0x2e && !fraction) fraction = true;
      else throw NOT_PLAIN;
    }
    if (digits === 0) throw NOT_PLAIN;
    this.pos = end;
    // Only integers are read (a /Length, a reference): a real's exact value matters to no check here.
    return fraction ? Number.NaN : sign * whole;
  }

  value(depth: number): Value {
    if (depth > MAX_NESTING) throw NOT_PLAIN;
    const c = this.at();
    if (c === Char.Slash) return this.name();
    if (c === Char.Less) return this.at(1) === Char.Less ? this.dict(depth) : this.hexString();
    if (c === Char.LeftBracket) return this.array(depth);
    if (c === Char.LeftParen) return this.literalString();
    if (this.keyword('true') || this.keyword('false') || this.keyword('null')) return OTHER;
    const number = this.digits();
    if (number < 0) return this.number();
    // `n g R`, as pdf-lib reads a reference: an integer, blanks, an integer, blanks, R.
    const end = this.pos;
    this.skipBlanks();
    const generation = this.digits();
    if (generation >= 0) {
      this.skipBlanks();
      if (this.keyword('R')) {
        const key = refKey(number, generation);
        this.references.add(key);
        return new Ref(key);
      }
    }
    this.pos = end;
    return number;
  }

  private name(): string {
    this.pos++;
    const start = this.pos;
    const end = this.tokenEnd();
    let hash = end - start;
    for (let i = start; i < end; i++) {
      const c = this.bytes[i] as number;
      // An escape (#xx) or a byte past ASCII: pdf-lib decodes it its own way, so it judges it.
      if (c === Char.Hash || c < 0x21 || c > 0x7e) throw NOT_PLAIN;
      hash = (Math.imul(hash, 31) + c) | 0;
    }
    if (end === start) throw NOT_PLAIN;
    this.pos = end;
    return internedName(this.bytes, start, end, hash);
  }

  private dict(depth: number): Dict {
    this.pos += 2;
    const dict: Dict = new Map();
    for (;;) {
      this.skipBlanks();
      if (this.at() === Char.Greater) {
        if (this.at(1) !== Char.Greater) throw NOT_PLAIN;
        this.pos += 2;
        return dict;
      }
      if (this.at() !== Char.Slash) throw NOT_PLAIN;
      const key = this.name();
      this.skipBlanks();
      const value = this.value(depth + 1);
      if (ACTIVE_KEYS.has(key)) throw NOT_PLAIN;
      // An action or a type given by reference is looked up by pdf-lib (an /ObjStm it then unpacks): left to it.
      if ((key === 'S' || key === 'Type') && value instanceof Ref) throw NOT_PLAIN;
      if (key === 'S' && typeof value === 'string' && ACTIVE_ACTIONS.has(value)) throw NOT_PLAIN;
      if (key === 'Type' && typeof value === 'string' && TYPES_LEFT_TO_PDF_LIB.has(value)) throw NOT_PLAIN;
      dict.set(key, value);
    }
  }

  private array(depth: number): Value[] {
    this.pos++;
    const items: Value[] = [];
    for (;;) {
      this.skipBlanks();
      if (this.at() === Char.RightBracket) {
        this.pos++;
        return items;
      }
      if (this.at() === -1) throw NOT_PLAIN;
      items.push(this.value(depth + 1));
    }
  }

  /** `( … )`: balanced parentheses, a backslash escaping the byte after it. */
  private literalString(): typeof OTHER {
    let nesting = 0;
    const { bytes } = this;
    while (this.pos < bytes.length) {
      const c = bytes[this.pos++];
      if (c === Char.Backslash) this.pos++;
      else if (c === Char.LeftParen) nesting++;
      else if (c === Char.RightParen && --nesting === 0) return OTHER;
    }
    throw NOT_PLAIN;
  }

  private hexString(): typeof OTHER {
    this.pos++;
    while (this.pos < this.bytes.length) {
      const c = this.bytes[this.pos++] as number;
      if (c === Char.Greater) return OTHER;
      if (!WHITESPACE[c] && !isHexDigit(c)) throw NOT_PLAIN;
    }
    throw NOT_PLAIN;
  }

  /** `n g obj value [stream … endstream] endobj`, kept by its reference (a later one replaces it, as in pdf-lib). */
  indirectObject() {
    const offset = this.pos;
    const number = this.unsignedInteger();
    this.skipBlanks();
    const generation = this.unsignedInteger();
    this.skipBlanks();
    if (number === 0 || !this.keyword('obj')) throw NOT_PLAIN;
    this.skipBlanks();
    const value = this.value(0);
    this.skipBlanks();
    const stream = value instanceof Map && this.streamData(value);
    if (stream) this.skipBlanks();
    if (!this.keyword('endobj')) throw NOT_PLAIN;
    const key = refKey(number, generation);
    // A number defined twice: which one a reader takes is its own choice, left to pdf-lib.
    if (this.objects.has(key)) throw NOT_PLAIN;
    this.objects.set(key, { value, stream, offset });
  }

  /**
   * A stream's data after its dictionary, skipped by its direct /Length where pdf-lib would skip it (its
   * data starting after `stream` and the end of line it matches first) and followed by `endstream`.
   */
  private streamData(dict: Dict): boolean {
    if (!this.keyword('stream')) return false;
    // pdf-lib's order: "stream" then space CR LF, CR LF, CR, LF, or nothing.
    if (this.at() === Char.Space && this.at(1) === Char.Return && this.at(2) === Char.Newline) this.pos += 3;
    else if (this.at() === Char.Return) this.pos += this.at(1) === Char.Newline ? 2 : 1;
    else if (this.at() === Char.Newline) this.pos += 1;
    const length = dict.get('Length');
    if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) throw NOT_PLAIN;
    if (this.pos + length > this.bytes.length) throw NOT_PLAIN;
    this.pos += length;
    // pdf-lib skips blanks and comments here; a comment is rare enough to leave to it.
    while (WHITESPACE[this.at()]) this.pos++;
    if (!this.keyword('endstream')) throw NOT_PLAIN;
    return true;
  }

  /** `xref` and its subsections: `first count`, then `offset generation n|f` an entry. */
  crossReferenceTable() {
    for (;;) {
      this.skipBlanks();
      if (!isDigit(this.at())) return;
      const first = this.unsignedInteger();
      this.skipBlanks();
      const count = this.unsignedInteger();
      for (let i = 0; i < count; i++) {
        this.skipBlanks();
        const offset = this.unsignedInteger();
        this.skipBlanks();
        const generation = this.unsignedInteger();
        this.skipBlanks();
        if (this.keyword('n')) {
          const key = refKey(first + i, generation);
          if (this.crossReferences.has(key)) throw NOT_PLAIN;
          this.crossReferences.set(key, offset);
        } else if (!this.keyword('f')) throw NOT_PLAIN;
      }
    }
  }

  /**
   * Whether the file is what its xref table says, as a viewer reads it: every object the scan read at the
   * offset its entry names, no entry for an object the scan did not read (one hidden in a string or a
   * stream's data, which a viewer would find by its offset), and every reference naming an object read.
   * pdf-lib reads from start to end and searches byte by byte past what it cannot parse: a file where
   * that differs from the table is not plain.
   */
  matchesItsTable(xrefOffset: number, startxref: number): boolean {
    if (startxref !== xrefOffset || this.crossReferences.size !== this.objects.size) return false;
    for (const [key, object] of this.objects)
      if (this.crossReferences.get(key) !== object.offset) return false;
    for (const key of this.references) if (!this.objects.has(key)) return false;
    return true;
  }

  /** The dictionary a reference names, of the /Type given and no stream; NOT_PLAIN otherwise. */
  dictionaryOf(reference: Value | undefined, type: string): Dict {
    if (!(reference instanceof Ref)) throw NOT_PLAIN;
    const object = this.objects.get(reference.key);
    if (!object || object.stream || !(object.value instanceof Map)) throw NOT_PLAIN;
    if (object.value.get('Type') !== type) throw NOT_PLAIN;
    return object.value;
  }
}

/**
 * The pages of the page tree from the trailer's /Root, as pdf-lib's traversal counts them; anything but
 * references to /Pages and /Page dictionaries (a loop, a stream, a direct kid) is left to pdf-lib.
 */
function pageCount(scanner: Scanner): number {
  const catalog = scanner.dictionaryOf(scanner.trailer?.get('Root'), 'Catalog');
  const seen = new Set<Dict>();
  const leaves = (node: Dict, depth: number): number => {
    if (depth > MAX_NESTING || seen.has(node)) throw NOT_PLAIN;
    seen.add(node);
    const kids = node.get('Kids');
    if (!Array.isArray(kids)) throw NOT_PLAIN;
    let pages = 0;
    for (const kid of kids) {
      const object = kid instanceof Ref ? scanner.objects.get(kid.key) : undefined;
      const type = object?.value instanceof Map ? object.value.get('Type') : undefined;
      if (type === 'Page') pages++;
      else if (type === 'Pages') pages += leaves(scanner.dictionaryOf(kid, 'Pages'), depth + 1);
      else throw NOT_PLAIN;
      if (object?.stream) throw NOT_PLAIN;
    }
    return pages;
  };
  return leaves(scanner.dictionaryOf(catalog.get('Pages'), 'Pages'), 0);
}

/**
 * The page count of a plain PDF that pdf-lib would parse and find nothing active in, or null when the
 * scan is not sure (see above). Expects the envelope already checked (pdf-inspect.ts).
 */
export function plainPdfPages(bytes: Uint8Array): number | null {
  // The header's line as writers write it: a longer version ran on into the first object for pdf-lib.
  const header = /^%PDF-\d\.\d(?=[\r\n])/.exec(String.fromCharCode(...bytes.subarray(0, 16)));
  if (!header) return null;
  const scanner = new Scanner(bytes);
  try {
    scanner.pos = header[0].length;
    scanner.skipBlanks();
    while (isDigit(bytes[scanner.pos] ?? -1)) {
      scanner.indirectObject();
      scanner.skipBlanks();
    }
    const xrefOffset = scanner.pos;
    if (!scanner.keyword('xref')) return null;
    scanner.crossReferenceTable();
    scanner.skipBlanks();
    if (!scanner.keyword('trailer')) return null;
    scanner.skipBlanks();
    const trailer = scanner.value(0);
    if (!(trailer instanceof Map)) return null;
    scanner.trailer = trailer;
    scanner.skipBlanks();
    if (!scanner.keyword('startxref')) return null;
    scanner.skipBlanks();
    const startxref = scanner.value(0);
    scanner.skipBlanks();
    if (scanner.pos !== bytes.length || typeof startxref !== 'number') return null;
    if (!scanner.matchesItsTable(xrefOffset, startxref)) return null;
    const pages = pageCount(scanner);
    return pages > 0 ? pages : null;
  } catch (error) {
    if (error === NOT_PLAIN) return null;
    throw error;
  }
}
