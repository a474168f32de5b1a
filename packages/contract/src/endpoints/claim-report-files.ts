import {
  CLAIM_REPORT_CHUNK_BYTES,
  claimReportFileReply,
  claimReportFileRequest,
  claimReportFilesReply,
  claimReportFilesRequest,
  claimReportUploadReply,
  claimReportUploadRequest,
  deleteClaimReportFileReply,
  deleteClaimReportFileRequest,
  sendClaimReportChunkRequest,
  staffClaimReportFileRequest,
  startClaimReportUploadRequest,
} from '../claim-report-files.js';
import { ClaimReportPath } from '../claim-report-paths.js';
import { ANY_FILE_TYPE, type FileEndpoint, type JsonEndpoint, type UploadEndpoint } from '../endpoint.js';
import { ErrorCode } from '../errors.js';

/** A report that is not the caller's answers like a missing one; a sent one takes no change. */
const OF_A_REPORT = [ErrorCode.NOT_FOUND, ErrorCode.CLAIMREPORT_FILE_LOCKED] as const;

export const startClaimReportUpload = {
  method: 'POST',
  path: ClaimReportPath.startClaimReportUpload,
  access: 'user',
  body: startClaimReportUploadRequest,
  reply: claimReportUploadReply,
  errors: [
    ...OF_A_REPORT,
    ErrorCode.UPLOAD_TOO_LARGE,
    ErrorCode.UPLOAD_BAD_TYPE,
    ErrorCode.CLAIMREPORT_FILE_EMPTY,
    ErrorCode.CLAIMREPORT_FILE_TOO_MANY,
    ErrorCode.CLAIMREPORT_STATE,
  ],
} as const satisfies JsonEndpoint;

export const sendClaimReportChunk = {
  method: 'POST',
  path: ClaimReportPath.sendClaimReportChunk,
  access: 'user',
  body: sendClaimReportChunkRequest,
  reply: claimReportUploadReply,
  errors: [...OF_A_REPORT, ErrorCode.CLAIMREPORT_UPLOAD_OFFSET],
  // The chunk's bytes, whatever type the browser declares for a slice of a file: checked once whole.
  upload: { maxFiles: 1, maxFileBytes: CLAIM_REPORT_CHUNK_BYTES, types: [ANY_FILE_TYPE] },
} as const satisfies UploadEndpoint;

export const getClaimReportUpload = {
  method: 'POST',
  path: ClaimReportPath.getClaimReportUpload,
  access: 'user',
  body: claimReportUploadRequest,
  reply: claimReportUploadReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const completeClaimReportUpload = {
  method: 'POST',
  path: ClaimReportPath.completeClaimReportUpload,
  access: 'user',
  body: claimReportUploadRequest,
  reply: claimReportFileReply,
  errors: [
    ...OF_A_REPORT,
    ErrorCode.CLAIMREPORT_UPLOAD_INCOMPLETE,
    ErrorCode.CLAIMREPORT_FILE_UNREADABLE,
    ErrorCode.CLAIMREPORT_FILE_UNSAFE,
    ErrorCode.CLAIMREPORT_FILE_TOO_MANY,
  ],
} as const satisfies JsonEndpoint;

export const getClaimReportFiles = {
  method: 'POST',
  path: ClaimReportPath.getClaimReportFiles,
  access: 'user',
  body: claimReportFilesRequest,
  reply: claimReportFilesReply,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies JsonEndpoint;

export const getClaimReportFile = {
  method: 'POST',
  path: ClaimReportPath.getClaimReportFile,
  access: 'user',
  body: claimReportFileRequest,
  file: ANY_FILE_TYPE,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies FileEndpoint;

export const getStaffClaimReportFile = {
  method: 'POST',
  path: ClaimReportPath.getStaffClaimReportFile,
  access: 'staff',
  body: staffClaimReportFileRequest,
  file: ANY_FILE_TYPE,
  errors: [ErrorCode.NOT_FOUND],
} as const satisfies FileEndpoint;

export const deleteClaimReportFile = {
  method: 'POST',
  path: ClaimReportPath.deleteClaimReportFile,
  access: 'user',
  body: deleteClaimReportFileRequest,
  reply: deleteClaimReportFileReply,
  errors: OF_A_REPORT,
} as const satisfies JsonEndpoint;
