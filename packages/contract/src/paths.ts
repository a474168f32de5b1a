import type { ClaimReportPath } from './claim-report-paths.js';

/** Every API path, in one place, for the server routes and the web client alike (SPEC §7). */
export const ApiPath = {
  login: '/v1/auth/login',
  logout: '/v1/auth/logout',
  getUserStatus: '/v1/auth/getUserStatus',
  getDossierList: '/v1/data/getDossierList',
  getDossier: '/v1/data/getDossier',
  /** Ours: which tabs a policy page shows, in one call (docs/decisions/0054). */
  getDossierTabs: '/v1/data/getDossierTabs',
  getGaranzie: '/v1/data/getGaranzie',
  getDatiTecnici: '/v1/data/getDatiTecnici',
  getMovimenti: '/v1/data/getMovimenti',
  getRiserve: '/v1/data/getRiserve',
  getSinistri: '/v1/data/getSinistri',
  getSinistro: '/v1/data/getSinistro',
  getDocumenti: '/v1/data/getDocumenti',
  getDocumento: '/v1/data/getDocumento',
  /** Ours: one document as the file itself, not base64 in JSON (docs/decisions/0070). */
  getDocumentoFile: '/v1/data/getDocumentoFile',
  /** Ours: several documents at once, as one ZIP file (docs/decisions/0062). */
  getDocumentiZip: '/v1/data/getDocumentiZip',
  getAnagrafica: '/v1/data/getAnagrafica',
  /** Ours: the whole IBAN of one policy, behind a step-up (getDossier sends it masked; docs/decisions/0092). */
  getIbanCompleto: '/v1/data/getIbanCompleto',
  /** Ours: one's own data changed in one's area (issue 35 item 2, docs/decisions/0145 and 0146). */
  getDatiERecapiti: '/v1/data/getDatiERecapiti',
  startEmailChange: '/v1/data/startEmailChange',
  confirmEmailChange: '/v1/data/confirmEmailChange',
  changeAddress: '/v1/data/changeAddress',
  changeIban: '/v1/data/changeIban',
  setPaperless: '/v1/data/setPaperless',
  /**
   * Ours, not in the spec: the home's at-a-glance and 'in evidenza', and the due dates as a calendar file
   * and a private subscription address (docs/decisions/0060).
   */
  getInEvidenza: '/v1/data/getInEvidenza',
  getCalendarFile: '/v1/data/getCalendarFile',
  getCalendarFeed: '/v1/data/getCalendarFeed',
  createCalendarFeed: '/v1/data/createCalendarFeed',
  revokeCalendarFeed: '/v1/data/revokeCalendarFeed',
  getProdotti: '/v1/data/getProdotti',
  /** Ours: the comuni a CAP or a name's first letters may be, for the address form (docs/decisions/0147). */
  suggestComuni: '/v1/data/suggestComuni',
  /** Ours: the agency's identity for the legal pages (docs/decisions/0035). */
  getAgenzia: '/v1/data/getAgenzia',
  createUser: '/v1/auth/createUser',
  validateEmail: '/v1/auth/validateEmail',
  resendEmail: '/v1/auth/ResendEmail',
  sendSms: '/v1/auth/SendSMS',
  validatePhone: '/v1/auth/validatePhone',
  resendSms: '/v1/auth/ResendSMS',
  forgotPasswordSendCode: '/v1/auth/forgotPasswordSendCode',
  forgotPasswordVerifyCode: '/v1/auth/forgotPasswordVerifyCode',
  /** The spec names the invite check without a path; ours (docs/decisions). */
  checkInviteCode: '/v1/auth/checkInviteCode',
  validateInviteCode: '/v1/auth/ValidateInviteCode',
  autologinSso: '/v1/auth/AutologinSso',
  /**
   * Ours: passkeys (WebAuthn, issue 20, docs/decisions/0093). The client adds, lists, renames and removes
   * theirs; anyone signs in with one (the options, then the browser's answer).
   */
  getPasskeyCreationOptions: '/v1/auth/getPasskeyCreationOptions',
  addPasskey: '/v1/auth/addPasskey',
  getPasskeys: '/v1/auth/getPasskeys',
  renamePasskey: '/v1/auth/renamePasskey',
  removePasskey: '/v1/auth/removePasskey',
  getPasskeyLoginOptions: '/v1/auth/getPasskeyLoginOptions',
  loginWithPasskey: '/v1/auth/loginWithPasskey',
  /**
   * Ours: the second factor (TOTP app, recovery codes, SMS; issue 20, docs/decisions/0091 and 0092): its
   * state, enrolment, the check after a password login or for a step-up, and turning it off.
   */
  getSecondFactor: '/v1/auth/getSecondFactor',
  startSecondFactorSetup: '/v1/auth/startSecondFactorSetup',
  confirmSecondFactorSetup: '/v1/auth/confirmSecondFactorSetup',
  verifySecondFactor: '/v1/auth/verifySecondFactor',
  sendSecondFactorSms: '/v1/auth/sendSecondFactorSms',
  newRecoveryCodes: '/v1/auth/newRecoveryCodes',
  disableSecondFactor: '/v1/auth/disableSecondFactor',
  dismissSecondFactorOffer: '/v1/auth/dismissSecondFactorOffer',
  changePassword: '/v1/auth/changepassword',
  getPrivacyTemplate: '/v1/data/getPrivacyTemplate',
  getUserPrivacy: '/v1/data/getUserPrivacy',
  setUserPrivacy: '/v1/data/setUserPrivacy',
  getMessage: '/v1/data/getMessage',
  updateMessage: '/v1/data/updateMessage',
  SetUserAutologinFlag: '/v1/data/SetUserAutologinFlag',
  /** Ours: the client's e-mail notices of something new in the area, on or off (docs/decisions/0051). */
  setClientNotices: '/v1/data/setClientNotices',
  /**
   * Ours, not in the spec: the client's recent accesses, ending their other sessions, and "Scarica i miei
   * dati" as a JSON or PDF file (issue 11, docs/decisions/0061).
   */
  getAccessi: '/v1/data/getAccessi',
  endOtherSessions: '/v1/data/endOtherSessions',
  getMieiDati: '/v1/data/getMieiDati',
  formContatti: '/v1/data/formContatti',
  publicFormContatti: '/v1/data/publicFormContatti',
  /** The affiliated repair centres: not in the spec; ours (docs/decisions/0031). */
  getCentriConvenzionati: '/v1/data/getCentriConvenzionati',
  /** Ours: the client's branch, its phone and opening hours, for the help panel (docs/decisions/0066). */
  getFiliale: '/v1/data/getFiliale',
  /** Ours: "Le tue richieste", each request with its number and thread (issue 35, docs/decisions/0143). */
  getMyRequests: '/v1/data/getMyRequests',
  getMyRequest: '/v1/data/getMyRequest',
  replyMyRequest: '/v1/data/replyMyRequest',
  getUnreadRequests: '/v1/data/getUnreadRequests',
  getClienti: '/v1/data/getClienti',
  /** Ours: the e-mails and SMS whose every try failed, and sending one again (docs/decisions/0044). */
  getFailedDeliveries: '/v1/admin/getFailedDeliveries',
  resendDelivery: '/v1/admin/resendDelivery',
  /** Ours: the newest contact requests with their branch and delivery state. */
  getContactRequests: '/v1/admin/getContactRequests',
  /** Ours: the console's inbox of contact requests, and their handling (docs/decisions/0104). */
  getInbox: '/v1/admin/getInbox',
  getInboxRequest: '/v1/admin/getInboxRequest',
  takeInboxRequest: '/v1/admin/takeInboxRequest',
  noteInboxRequest: '/v1/admin/noteInboxRequest',
  answerInboxRequest: '/v1/admin/answerInboxRequest',
  closeInboxRequest: '/v1/admin/closeInboxRequest',
  releaseInboxRequest: '/v1/admin/releaseInboxRequest',
  /** Ours: a request handed to a colleague, and the inbox's figures on the status page (decisions/0144). */
  assignInboxRequest: '/v1/admin/assignInboxRequest',
  getInboxFigures: '/v1/admin/getInboxFigures',
  /** Ours: a request's thread with the client (issue 35, docs/decisions/0143). */
  getInboxThread: '/v1/admin/getInboxThread',
  /** Ours: the console's search for a client by any key (docs/decisions/0096). */
  searchClients: '/v1/admin/searchClients',
  /** Ours: the console's page of a client, read only (docs/decisions/0096). */
  getClientFile: '/v1/admin/getClientFile',
  /** Ours: the whole IBAN of a client's policy for the console, behind a step-up (docs/decisions/0132). */
  getClientIban: '/v1/admin/getClientIban',
  getClientDocuments: '/v1/admin/getClientDocuments',
  getClientDocumentFile: '/v1/admin/getClientDocumentFile',
  /** Ours: the clients' own changes, as JSON Lines, and an IBAN a client asked for whole (decisions/0145). */
  getOwnDataFeed: '/v1/admin/getOwnDataFeed',
  getOwnDataIban: '/v1/admin/getOwnDataIban',
  /** Ours: the console's payments and the outbound feed of the agency's books (issue 36, decisions/0153). */
  listPayments: '/v1/admin/listPayments',
  getPaymentsFeed: '/v1/admin/getPaymentsFeed',
  /** Ours: the staff's acts on accounts, and the audit log of every act (accounts, content, imports). */
  disableUser: '/v1/admin/disableUser',
  enableUser: '/v1/admin/enableUser',
  unlockUser: '/v1/admin/unlockUser',
  endUserSessions: '/v1/admin/endUserSessions',
  resetSecondFactor: '/v1/admin/resetSecondFactor',
  getAuditLog: '/v1/admin/getAuditLog',
  /** Ours: the audit log, filtered, as a CSV file (docs/decisions/0108). */
  getAuditLogCsv: '/v1/admin/getAuditLogCsv',
  /** Ours: what is missing before go-live, and the test e-mail and SMS to oneself (docs/decisions/0109). */
  getGoLiveChecklist: '/v1/admin/getGoLiveChecklist',
  sendTestEmail: '/v1/admin/sendTestEmail',
  sendTestSms: '/v1/admin/sendTestSms',
  /** Ours: the agency's login messages and privacy template versions, written and published (docs/decisions/0047). */
  getLoginMessages: '/v1/admin/getLoginMessages',
  createLoginMessage: '/v1/admin/createLoginMessage',
  previewLoginMessage: '/v1/admin/previewLoginMessage',
  publishLoginMessage: '/v1/admin/publishLoginMessage',
  withdrawLoginMessage: '/v1/admin/withdrawLoginMessage',
  getPrivacyTemplates: '/v1/admin/getPrivacyTemplates',
  createPrivacyTemplate: '/v1/admin/createPrivacyTemplate',
  publishPrivacyTemplate: '/v1/admin/publishPrivacyTemplate',
  withdrawPrivacyTemplate: '/v1/admin/withdrawPrivacyTemplate',
  /** Ours: a staff or Superuser account, and (re)sending a first-access invite (docs/decisions/0049). */
  createStaffUser: '/v1/admin/createStaffUser',
  sendInvite: '/v1/admin/sendInvite',
  /** Ours: the staff accounts in the console, listed and changed by a Superuser (decisions/0157). */
  getStaffAccounts: '/v1/admin/getStaffAccounts',
  getStaffScope: '/v1/admin/getStaffScope',
  changeStaffAccount: '/v1/admin/changeStaffAccount',
  /** Ours: a client's invite previewed and sent, and invitations in bulk (docs/decisions/0100). */
  previewClientInvite: '/v1/admin/previewClientInvite',
  inviteClient: '/v1/admin/inviteClient',
  getBulkInvitations: '/v1/admin/getBulkInvitations',
  startBulkInvitation: '/v1/admin/startBulkInvitation',
  pauseBulkInvitation: '/v1/admin/pauseBulkInvitation',
  resumeBulkInvitation: '/v1/admin/resumeBulkInvitation',
  /** Ours: the agency's feed of clients, policies, claims and documents (docs/import.md). */
  importData: '/v1/admin/import',
  /** Ours: a feed uploaded from the console, its progress, the history of imports and a report's CSV (decisions/0102). */
  uploadFeed: '/v1/admin/uploadFeed',
  getFeedProgress: '/v1/admin/getFeedProgress',
  getImportHistory: '/v1/admin/getImportHistory',
  getImportReport: '/v1/admin/getImportReport',
  /** Ours: a feed sent in chunks that a dropped connection resumes, then imported (decisions/0159). */
  startFeedUpload: '/v1/admin/startFeedUpload',
  sendFeedChunk: '/v1/admin/sendFeedChunk',
  getFeedUpload: '/v1/admin/getFeedUpload',
  importFeedUpload: '/v1/admin/importFeedUpload',
  /** Ours: an instalment paid online at the agency's payment provider (issue 36, docs/decisions/0151). */
  getPaymentOptions: '/v1/payments/getPaymentOptions',
  startPayment: '/v1/payments/startPayment',
  getPayment: '/v1/payments/getPayment',
  cancelPayment: '/v1/payments/cancelPayment',
  /** The provider's signed notifications: public, believed by their signature alone. */
  receivePaymentNotification: '/v1/payments/notification',
} as const;
/** Every path of the API: ApiPath's, and those kept apart with the feature that calls them (ClaimReportPath). */
export type ApiPath = (typeof ApiPath)[keyof typeof ApiPath] | ClaimReportPath;
