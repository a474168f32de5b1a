/**
 * The paths of reporting a claim online (issue 22, docs/decisions/0110 to 0112), apart from ApiPath: every
 * page loads ApiPath, only the pages of a claim report load these (the client pages' 150 KB budget).
 */
export const ClaimReportPath = {
  /**
   * Ours: reporting a claim online, the CAI or a damage report (issue 22, docs/decisions/0110): the policies
   * in force on a date, drafts, submission and signing with a one-time code, the signed PDF.
   */
  getClaimReportPolicies: '/v1/data/getClaimReportPolicies',
  createClaimReport: '/v1/data/createClaimReport',
  saveClaimReport: '/v1/data/saveClaimReport',
  getClaimReport: '/v1/data/getClaimReport',
  getClaimReports: '/v1/data/getClaimReports',
  deleteClaimReport: '/v1/data/deleteClaimReport',
  submitClaimReport: '/v1/data/submitClaimReport',
  cancelClaimReportSigning: '/v1/data/cancelClaimReportSigning',
  confirmClaimReport: '/v1/data/confirmClaimReport',
  getClaimReportPdf: '/v1/data/getClaimReportPdf',
  /** Ours: the FEA service terms, accepted at the first signature and when their version changes (issue 34). */
  getFeaTerms: '/v1/data/getFeaTerms',
  acceptFeaTerms: '/v1/data/acceptFeaTerms',
  /** Ours: driver B signs the same CAI from a link, without an account (docs/decisions/0111). */
  getClaimReportSignLink: '/v1/data/getClaimReportSignLink',
  sendClaimReportSignCode: '/v1/data/sendClaimReportSignCode',
  getClaimReportSignPdf: '/v1/data/getClaimReportSignPdf',
  signClaimReportAsB: '/v1/data/signClaimReportAsB',
  /** Ours: B confirms who B is, declines, or corrects B's sections; A answers B's corrections (issue 34). */
  confirmClaimReportSignIdentity: '/v1/data/confirmClaimReportSignIdentity',
  declineClaimReportAsB: '/v1/data/declineClaimReportAsB',
  correctClaimReportAsB: '/v1/data/correctClaimReportAsB',
  acceptClaimReportCorrection: '/v1/data/acceptClaimReportCorrection',
  rejectClaimReportCorrection: '/v1/data/rejectClaimReportCorrection',
  /** Ours: the reports of claims sent by clients, their PDF, and the outbound feed as JSON Lines (decisions/0110). */
  getClaimReportInbox: '/v1/admin/getClaimReportInbox',
  getStaffClaimReportPdf: '/v1/admin/getStaffClaimReportPdf',
  getClaimReportFeed: '/v1/admin/getClaimReportFeed',
  getStaffClaimReportFile: '/v1/admin/getStaffClaimReportFile',
  /** Ours: the thread of a sent report between the client and the branch (issue 34, decisions/0140). */
  getClaimReportThread: '/v1/data/getClaimReportThread',
  postClaimReportMessage: '/v1/data/postClaimReportMessage',
  getStaffClaimReportThread: '/v1/admin/getStaffClaimReportThread',
  postStaffClaimReportMessage: '/v1/admin/postStaffClaimReportMessage',
  requestClaimReportDocuments: '/v1/admin/requestClaimReportDocuments',
  /** Ours: the agency's desk, a report opened whole and handled (issue 34 item 7, docs/decisions/0142). */
  getStaffClaimReport: '/v1/admin/getStaffClaimReport',
  assignClaimReport: '/v1/admin/assignClaimReport',
  takeClaimReport: '/v1/admin/takeClaimReport',
  closeClaimReport: '/v1/admin/closeClaimReport',
  linkClaimReport: '/v1/admin/linkClaimReport',
  /** Ours: photos and attachments of a claim report, sent in chunks (issue 22, docs/decisions/0114). */
  startClaimReportUpload: '/v1/claim-report-files/startUpload',
  sendClaimReportChunk: '/v1/claim-report-files/sendChunk',
  getClaimReportUpload: '/v1/claim-report-files/getUpload',
  completeClaimReportUpload: '/v1/claim-report-files/completeUpload',
  getClaimReportFiles: '/v1/claim-report-files/getFiles',
  getClaimReportFile: '/v1/claim-report-files/getFile',
  deleteClaimReportFile: '/v1/claim-report-files/deleteFile',
} as const;
export type ClaimReportPath = (typeof ClaimReportPath)[keyof typeof ClaimReportPath];
