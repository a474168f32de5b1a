import { createHash } from 'node:crypto';
import {
  CLAIM_REPORT_CHUNK_BYTES,
  CLAIM_REPORT_FILE_TYPES,
  CLAIM_REPORT_LATER_KIND_LABELS,
  CLAIM_REPORT_MAX_FILE_BYTES,
  CLAIM_REPORT_MAX_FILES,
  CLAIM_REPORT_MAX_LATER_FILES,
  type ClaimReportFile,
  type ClaimReportLaterKind,
  type ClaimReportUpload,
  ErrorCode,
} from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { FairTurns } from '../../shared/fair-turns.js';
import type { FileStorage } from '../../shared/file-storage.js';
import type { StaffScope } from '../../shared/staff-scope.js';
import {
  type AnnounceSent,
  isOpenRequest,
  ownReportState,
  recordLaterFile,
  staffReportState,
} from '../claim-reports/index.js';
import type { CheckedFile } from './check-file.js';

/**
 * The checker loaded at the first file, not at the server's start: sharp and its native library take a
 * noticeable part of a second to load, which every start would pay before its first request.
 */
const checkFile: typeof import('./check-file.js').checkFile = async (...args) =>
  (await import('./check-file.js')).checkFile(...args);

import * as q from './queries.js';

/** An upload left untouched this long is swept with its chunks (the client starts it again). */
export const UPLOAD_IDLE_HOURS = 24;
const HOUR_MS = 3_600_000;

/** Whose a stored file is (FileStorage's owner): the report's, so its feed and purge find them by it. */
export const reportFileOwner = (reportId: string) => `claim-report:${reportId}`;
const thumbnailOwner = (reportId: string) => `claim-report-thumbnail:${reportId}`;

const uploadOf = (row: q.ClaimReportUploadRow): ClaimReportUpload => ({
  uploadId: row.id,
  reportId: row.reportId,
  name: row.name,
  size: row.size,
  offset: row.received,
  chunkBytes: CLAIM_REPORT_CHUNK_BYTES,
});

export const fileOf = (row: q.ClaimReportFileRow): ClaimReportFile => ({
  fileId: row.id,
  reportId: row.reportId,
  kind: row.kind,
  name: row.name,
  type: row.mimeType,
  size: row.size,
  sha256: row.sha256,
  width: row.width,
  height: row.height,
  pages: row.pages,
  position:
    row.positionKept && row.latitude !== null && row.longitude !== null
      ? { latitude: row.latitude, longitude: row.longitude, takenAt: row.takenAt }
      : null,
  laterKind: row.laterKind,
  createdAt: row.createdAt.toISOString(),
});

/** The name a file is kept under: no folders, no control characters; a photo's says .jpg, as it now is. */
export function keptName(name: string, kind: CheckedFile['kind']): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  const base =
    [...last]
      .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
      .join('')
      .trim() || 'file';
  if (kind === 'document') return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
  return `${base.replace(/\.(jpe?g|png|webp|heic|heif)$/i, '')}.jpg`;
}

/** The draft of the user's, or the code the caller sees: missing or another's alike, sent ones locked. */
async function assertOwnDraft(db: Db, userId: number, reportId: string, lock = false) {
  await assertOwnTaking(db, userId, reportId, lock, false);
}

/**
 * A report of the user's that takes the file: a draft its files, a sent report (sent or linked) the ones
 * added later (`later`, decisions/0140). A report being signed or waiting for B takes none: its document
 * is fixed (decisions/0128). A later file named for a draft is CLAIMREPORT_004: it belongs in the draft's own.
 */
async function assertOwnTaking(db: Db, userId: number, reportId: string, lock: boolean, later: boolean) {
  const state = await ownReportState(db, userId, reportId, lock);
  if (state === undefined) throw notFound();
  if (later && state === 'draft') throw new AppError(ErrorCode.CLAIMREPORT_STATE);
  const takes = later ? state === 'sent' || state === 'linked' : state === 'draft';
  if (!takes) throw new AppError(ErrorCode.CLAIMREPORT_FILE_LOCKED);
}

/** The timeline's text of a later file: what it is and its kept name. */
const laterText = (kind: ClaimReportLaterKind, name: string) =>
  `${CLAIM_REPORT_LATER_KIND_LABELS[kind]}: ${name}`;

/**
 * A declared type that says nothing: a browser whose system knows no type for the file (an iPhone's .heic
 * on Windows) gives none, and the web app then sends application/octet-stream. The bytes decide.
 */
const UNKNOWN_TYPES = new Set(['', 'application/octet-stream']);

/**
 * Photos and attachments of a claim report (docs/decisions/0114): uploads in chunks held in the database
 * until whole, checked by decoding, kept through the file storage, listed, served and deleted.
 */
export class ClaimReportFiles {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      files: FileStorage;
      /** The process's turns for checking files, by client (`fileChecksOf`, decisions/0133). */
      fileChecks: FairTurns<number>;
      /** The webhook's call queued again when a sent report gains a file (app.ts, when it is set). */
      announceSent?: AnnounceSent | undefined;
    },
  ) {}

  async start(
    userId: number,
    input: {
      reportId: string;
      name: string;
      size: number;
      type: string;
      keepPosition?: boolean | undefined;
      laterKind?: ClaimReportLaterKind | undefined;
      requestId?: number | undefined;
    },
  ): Promise<ClaimReportUpload> {
    const { db, clock } = this.deps;
    // The declared type only turns away what is plainly not taken (a video): the bytes decide the rest.
    if (
      !UNKNOWN_TYPES.has(input.type) &&
      !(CLAIM_REPORT_FILE_TYPES as readonly string[]).includes(input.type)
    )
      throw new AppError(ErrorCode.UPLOAD_BAD_TYPE);
    const later = input.laterKind !== undefined;
    await assertOwnTaking(db, userId, input.reportId, false, later);
    const requestId = later ? (input.requestId ?? null) : null;
    if (requestId !== null && !(await isOpenRequest(db, input.reportId, requestId))) throw notFound();
    if (input.size === 0) throw new AppError(ErrorCode.CLAIMREPORT_FILE_EMPTY);
    if (input.size > CLAIM_REPORT_MAX_FILE_BYTES) throw new AppError(ErrorCode.UPLOAD_TOO_LARGE);
    if (
      (await q.fileCountOfReport(db, input.reportId, later)) >=
        (later ? CLAIM_REPORT_MAX_LATER_FILES : CLAIM_REPORT_MAX_FILES) ||
      (await q.openUploadCount(db, input.reportId)) >= CLAIM_REPORT_MAX_FILES
    )
      throw new AppError(ErrorCode.CLAIMREPORT_FILE_TOO_MANY);
    const row = await q.insertUpload(db, {
      reportId: input.reportId,
      userId,
      name: input.name,
      declaredType: input.type,
      size: input.size,
      keepPosition: input.keepPosition === true,
      laterKind: input.laterKind ?? null,
      requestId,
      updatedAt: clock.now(),
    });
    return uploadOf(row);
  }

  /** Adds a chunk where the upload stands; one elsewhere is refused and the client asks `status`. */
  async chunk(userId: number, uploadId: string, offset: number, content: Buffer): Promise<ClaimReportUpload> {
    const { db, clock } = this.deps;
    return db.transaction(async (tx) => {
      const upload = await q.uploadOfUser(tx, userId, uploadId, true);
      if (!upload) throw notFound();
      if (offset !== upload.received) throw new AppError(ErrorCode.CLAIMREPORT_UPLOAD_OFFSET);
      if (upload.received + content.length > upload.size) throw new AppError(ErrorCode.UPLOAD_TOO_LARGE);
      await assertOwnTaking(tx, userId, upload.reportId, false, upload.laterKind !== null);
      if (content.length === 0) return uploadOf(upload);
      return uploadOf(await q.appendChunk(tx, upload, content, clock.now()));
    });
  }

  async status(userId: number, uploadId: string): Promise<ClaimReportUpload> {
    const upload = await q.uploadOfUser(this.deps.db, userId, uploadId);
    if (!upload) throw notFound();
    return uploadOf(upload);
  }

  /**
   * The whole file checked (decoded, re-encoded, parsed) in the client's turn, then kept with its thumbnail, and linked to the
   * report in one transaction that locks the report: no file crosses its submission or its 20th file.
   * A file refused by the check ends its upload: the same bytes would be refused again.
   */
  async complete(userId: number, uploadId: string): Promise<ClaimReportFile> {
    const { db, files } = this.deps;
    const upload = await q.uploadOfUser(db, userId, uploadId);
    if (!upload) throw notFound();
    if (upload.received < upload.size) throw new AppError(ErrorCode.CLAIMREPORT_UPLOAD_INCOMPLETE);
    let checked: CheckedFile;
    try {
      // The turn first, then the bytes: a file waiting its turn holds none of its (up to 15 MB) bytes.
      checked = await this.deps.fileChecks.run(userId, async () => {
        const bytes = Buffer.concat(await q.chunksOf(db, uploadId));
        // Completed or swept while it waited (a second completion of the same upload): gone.
        if (bytes.length < upload.size) throw notFound();
        return checkFile(bytes, { keepPosition: upload.keepPosition });
      });
    } catch (error) {
      if (error instanceof AppError) await q.deleteUpload(db, uploadId);
      throw error;
    }
    const name = keptName(upload.name, checked.kind);
    const type = checked.kind === 'photo' ? 'image/jpeg' : 'application/pdf';
    const fileId = await files.put(reportFileOwner(upload.reportId), name, type, checked.content);
    const thumbnailId =
      checked.kind === 'photo'
        ? await files.put(thumbnailOwner(upload.reportId), name, 'image/jpeg', checked.thumbnail.content)
        : null;
    try {
      const { laterKind } = upload;
      const row = await db.transaction(async (tx) => {
        await assertOwnTaking(tx, userId, upload.reportId, true, laterKind !== null);
        if (!(await q.uploadOfUser(tx, userId, uploadId, true))) throw notFound();
        const most = laterKind === null ? CLAIM_REPORT_MAX_FILES : CLAIM_REPORT_MAX_LATER_FILES;
        if ((await q.fileCountOfReport(tx, upload.reportId, laterKind !== null)) >= most)
          throw new AppError(ErrorCode.CLAIMREPORT_FILE_TOO_MANY);
        await q.deleteUpload(tx, uploadId);
        const position = checked.kind === 'photo' ? checked.position : null;
        const file = await q.insertFile(tx, {
          reportId: upload.reportId,
          userId,
          kind: checked.kind,
          name,
          mimeType: type,
          size: checked.content.length,
          sha256: createHash('sha256').update(checked.content).digest('hex'),
          fileId,
          thumbnailId,
          width: checked.kind === 'photo' ? checked.width : null,
          height: checked.kind === 'photo' ? checked.height : null,
          pages: checked.kind === 'document' ? checked.pages : null,
          positionKept: position !== null,
          latitude: position?.latitude ?? null,
          longitude: position?.longitude ?? null,
          takenAt: position?.takenAt ?? null,
          laterKind,
        });
        if (laterKind !== null) {
          const at = this.deps.clock.now();
          const input = { reportId: upload.reportId, fileId: file.id, requestId: upload.requestId, at };
          await recordLaterFile(tx, { ...input, text: laterText(laterKind, name) }, this.deps.announceSent);
        }
        return file;
      });
      return fileOf(row);
    } catch (error) {
      await files.delete(fileId);
      if (thumbnailId) await files.delete(thumbnailId);
      throw error;
    }
  }

  async list(userId: number, reportId: string) {
    const { db } = this.deps;
    if ((await ownReportState(db, userId, reportId)) === undefined) throw notFound();
    const rows = await q.filesOfReport(db, reportId);
    return { files: rows.map(fileOf), remaining: Math.max(0, CLAIM_REPORT_MAX_FILES - rows.length) };
  }

  /**
   * A report's files, as the agency's feed lists them (the caller, claim-reports' desk, sends only sent
   * ones) and as the document to sign binds them: read on `db`, the submission's transaction that holds
   * the report's lock, so no file is added or deleted between this list and the document made from it.
   */
  async filesOf(reportId: string, db: Db = this.deps.db): Promise<ClaimReportFile[]> {
    return (await q.filesOfReport(db, reportId)).map(fileOf);
  }

  /** A sent report's file for the agency (Staff); a draft's answers as a missing one. */
  async openForStaff(fileId: string, scope: StaffScope) {
    const { db, files } = this.deps;
    const row = await q.fileById(db, fileId);
    // Another branch's client's file is not found, as a missing one (decisions/0158).
    const state = row ? await staffReportState(db, row.reportId, scope) : undefined;
    const stored = row && (state === 'sent' || state === 'linked') ? await files.get(row.fileId) : undefined;
    if (!row || !stored) throw notFound();
    return { name: row.name, type: stored.meta.type, content: stored.stream };
  }

  /** A file of the user's, or its thumbnail (a photo's only), as a stream. */
  async open(userId: number, fileId: string, thumbnail: boolean) {
    const row = await q.fileOfUser(this.deps.db, userId, fileId);
    const id = thumbnail ? row?.thumbnailId : row?.fileId;
    const stored = row && id ? await this.deps.files.get(id) : undefined;
    if (!row || !stored) throw notFound();
    return { name: row.name, type: stored.meta.type, content: stored.stream };
  }

  /** Deletes a file of a draft of the user's, its bytes and its thumbnail. */
  async delete(userId: number, fileId: string) {
    const { db, files } = this.deps;
    const row = await db.transaction(async (tx) => {
      const file = await q.fileOfUser(tx, userId, fileId);
      if (!file) throw notFound();
      await assertOwnDraft(tx, userId, file.reportId, true);
      await q.deleteFileRow(tx, fileId);
      return file;
    });
    await files.delete(row.fileId);
    if (row.thumbnailId) await files.delete(row.thumbnailId);
  }

  /** The hourly sweep: uploads idle for UPLOAD_IDLE_HOURS, and the files of reports that are gone. */
  async sweep(): Promise<{ uploads: number; files: number }> {
    const { db, clock, files } = this.deps;
    const uploads = await q.deleteUploadsIdleSince(
      db,
      new Date(clock.now().getTime() - UPLOAD_IDLE_HOURS * HOUR_MS),
    );
    let gone = 0;
    for (;;) {
      const rows = await q.filesOfGoneReports(db, 100);
      if (rows.length === 0) break;
      for (const row of rows) {
        await files.delete(row.fileId);
        if (row.thumbnailId) await files.delete(row.thumbnailId);
        await q.deleteFileRow(db, row.id);
        gone++;
      }
    }
    return { uploads, files: gone };
  }
}
