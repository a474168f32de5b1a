import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ANY_FILE_TYPE, ErrorCode, type UploadLimits } from '@area-clienti/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.js';

/** A file a call received, whole in memory: its size is bounded by the row's `maxFileBytes`. */
export interface UploadedFile {
  /** The form field it came in. */
  field: string;
  /** The name the sender gave it. */
  name: string;
  /** The MIME type the sender declared (one of the row's `types`). */
  type: string;
  content: Buffer;
}

/** A file a call received, written to disk as it arrived (a row with `toDisk`): never whole in memory. */
export interface SavedFile {
  field: string;
  name: string;
  type: string;
  /** Where it is: in the call's own folder, removed once the call has answered. */
  path: string;
  bytes: number;
}

/** The files of a row, whole in memory or on disk as the row says. */
export type FilesOf<Limits extends UploadLimits> = Limits extends { toDisk: true }
  ? SavedFile[]
  : UploadedFile[];

/** Text fields of a form are short: anything longer is no field of ours. */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 16 * 1024;

/** The parser's own refusals, as the contract's codes (what the caller sees: never a 500). */
const CODE_OF: Record<string, ErrorCode> = {
  FST_FILES_LIMIT: ErrorCode.UPLOAD_FILE_COUNT,
  FST_REQ_FILE_TOO_LARGE: ErrorCode.UPLOAD_TOO_LARGE,
  FST_PARTS_LIMIT: ErrorCode.VALIDATION,
  FST_FIELDS_LIMIT: ErrorCode.VALIDATION,
  FST_PROTO_VIOLATION: ErrorCode.VALIDATION,
  FST_MP_PREMATURE_CLOSE: ErrorCode.VALIDATION,
  FST_INVALID_MULTIPART_CONTENT_TYPE: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
};

/**
 * Registers the multipart parser in `app`, which must be the upload routes' own context: the JSON calls
 * keep refusing multipart bodies (415) as before.
 */
export async function acceptUploads(app: FastifyInstance) {
  await app.register(multipart, { throwFileSizeLimit: true });
}

/** What busboy says of a body cut short or not multipart at all. */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found)/;

/**
 * Reads a multipart request within `limits`: its text fields, and its files whole. A part past a limit
 * stops the reading with the contract's code: too many files or none (UPLOAD_002), one too large
 * (UPLOAD_001), one of a type not taken (UPLOAD_003), a body that is not multipart (VALIDATION_003).
 */
export async function readUpload(
  request: FastifyRequest,
  limits: UploadLimits,
  folder?: string,
): Promise<{ fields: Record<string, string>; files: (UploadedFile | SavedFile)[] }> {
  const fields: Record<string, string> = {};
  const files: (UploadedFile | SavedFile)[] = [];
  try {
    const parts = request.parts({
      limits: {
        files: limits.maxFiles,
        fileSize: limits.maxFileBytes,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: limits.maxFiles + MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || part.valueTruncated) throw new AppError(ErrorCode.VALIDATION);
        fields[part.fieldname] = part.value;
        continue;
      }
      // Refused before its bytes are read: the rest of the request is drained by the parser.
      if (!limits.types.includes(ANY_FILE_TYPE) && !limits.types.includes(part.mimetype))
        throw new AppError(ErrorCode.UPLOAD_BAD_TYPE);
      if (folder) {
        // Named by its place, never by the sender's name: nothing the sender writes becomes a path.
        const path = join(folder, `file-${files.length + 1}`);
        let bytes = 0;
        part.file.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        await pipeline(part.file, createWriteStream(path, { mode: 0o600 }));
        // The parser ends a file at the limit (and its parts with FST_REQ_FILE_TOO_LARGE): never kept cut.
        if (part.file.truncated) throw new AppError(ErrorCode.UPLOAD_TOO_LARGE);
        files.push({ field: part.fieldname, name: part.filename, type: part.mimetype, path, bytes });
        continue;
      }
      files.push({
        field: part.fieldname,
        name: part.filename,
        type: part.mimetype,
        content: await part.toBuffer(),
      });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = CODE_OF[(error as { code?: string }).code ?? ''];
    if (code) throw new AppError(code);
    // busboy's own words for a body that is not the multipart it says (they carry no code): the sender's
    // fault, answered 400 like any other bad body (the fuzz test sent "{}{}" with a boundary: a 500).
    if (MALFORMED_MULTIPART.test((error as Error).message ?? '')) throw new AppError(ErrorCode.VALIDATION);
    throw error;
  }
  if (files.length === 0) throw new AppError(ErrorCode.UPLOAD_FILE_COUNT);
  return { fields, files };
}

/**
 * A folder of its own for one call's files under `root` (DATA_DIR/uploads): made before the body is read,
 * removed by `removeUploadFolder` once the call has answered, whatever it answered.
 */
export async function makeUploadFolder(root: string): Promise<string> {
  await mkdir(root, { recursive: true, mode: 0o700 });
  return mkdtemp(join(root, 'call-'));
}

export const removeUploadFolder = (folder: string) => rm(folder, { recursive: true, force: true });
