import { ApiPath, ClaimReportPath, type Endpoint, endpoints } from '@area-clienti/contract';

/** docs/api.md's sections: which calls go together, with the prose before and after each table (api-doc.ts). */
interface Group {
  title: string;
  intro?: string;
  paths: string[];
  outro?: string;
}

/** The calls the endpoint table marks for a step-up, named as the tables name them: the list stays true. */
const stepUpCalls = Object.entries(endpoints as Record<string, Endpoint>)
  .filter(([, row]) => row.stepUp)
  .map(([name]) => `\`${name}\``)
  .join(', ');

export const GROUPS: Group[] = [
  {
    title: 'Authentication',
    paths: [ApiPath.login, ApiPath.getUserStatus, ApiPath.logout, ApiPath.changePassword],
  },
  {
    title: 'Registration',
    intro:
      'The wizard of `/registrazione` (SPEC §2, §4). `createUser` opens a session like a login; the steps after ' +
      'it need that session (access `session`: an account that is not yet enabled may call them) and take the ' +
      'user from the token. The status (`getUserStatus`) then says which step comes next. Meanings, limits and ' +
      'lifetimes: [decisions/0009](decisions/0009-registration-answers.md), ' +
      '[0010](decisions/0010-one-time-codes-and-limits.md).',
    paths: [
      ApiPath.createUser,
      ApiPath.validateEmail,
      ApiPath.resendEmail,
      ApiPath.sendSms,
      ApiPath.resendSms,
      ApiPath.validatePhone,
    ],
  },
  {
    title: 'Password recovery',
    paths: [ApiPath.forgotPasswordSendCode, ApiPath.forgotPasswordVerifyCode],
    outro: 'See [decisions/0011](decisions/0011-password-recovery.md).',
  },
  {
    title: 'First access by invite and single sign-on',
    intro: 'Both open a session and answer exactly like the login: `{ status: "OK", token, user }`.',
    paths: [ApiPath.checkInviteCode, ApiPath.validateInviteCode, ApiPath.autologinSso],
    outro:
      "Invites: [decisions/0013](decisions/0013-first-access-invites.md). The token's format: [sso.md](sso.md), " +
      '[decisions/0015](decisions/0015-single-sign-on.md).',
  },
  {
    title: 'Passkeys',
    intro:
      'WebAuthn: the client adds, lists, renames and removes passkeys with a session; anyone signs in with one, ' +
      'which opens a session and answers exactly like the login. The options are JSON for ' +
      '`@simplewebauthn/browser`; each challenge lives 3 minutes and answers once.',
    paths: [
      ApiPath.getPasskeyCreationOptions,
      ApiPath.addPasskey,
      ApiPath.getPasskeys,
      ApiPath.renamePasskey,
      ApiPath.removePasskey,
      ApiPath.getPasskeyLoginOptions,
      ApiPath.loginWithPasskey,
    ],
    outro: 'See [decisions/0093](decisions/0093-passkeys.md).',
  },
  {
    title: 'Second factor',
    intro:
      'An authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s, ±1 step), ten one-time recovery codes and, ' +
      'for a client without the app, an SMS code to the verified mobile or the password typed again. A password ' +
      'login of a user with the app on answers `secondFactor: "verify"` (Staff and Superuser without it: ' +
      '`"setup"`): until the app\'s or a recovery code is given (never an SMS: `SECONDFACTOR_007`), every call ' +
      'but these and `logout` answers `SECONDFACTOR_001` (401). Calls marked for a step-up answer ' +
      '`SECONDFACTOR_002` (403) unless a proof was given in the session within the last 10 minutes (a code, the ' +
      `password of a client without the app, or a passkey login): ${stepUpCalls}; and \`SendSMS\` once the ` +
      'mobile is verified or the registration done ([decisions/0130](decisions/0130-new-ways-in-take-a-fresh-proof.md)).',
    paths: [
      ApiPath.getSecondFactor,
      ApiPath.startSecondFactorSetup,
      ApiPath.confirmSecondFactorSetup,
      ApiPath.verifySecondFactor,
      ApiPath.sendSecondFactorSms,
      ApiPath.newRecoveryCodes,
      ApiPath.disableSecondFactor,
      ApiPath.dismissSecondFactorOffer,
      ApiPath.getIbanCompleto,
    ],
    outro:
      'See [decisions/0091](decisions/0091-second-factor.md) and [decisions/0092](decisions/0092-step-up.md).',
  },
  {
    title: 'Data',
    paths: [
      ApiPath.getDossierList,
      ApiPath.getDossier,
      ApiPath.getDossierTabs,
      ApiPath.getGaranzie,
      ApiPath.getDatiTecnici,
      ApiPath.getMovimenti,
      ApiPath.getRiserve,
      ApiPath.getSinistri,
      ApiPath.getSinistro,
      ApiPath.getDocumenti,
      ApiPath.getDocumento,
      ApiPath.getDocumentoFile,
      ApiPath.getDocumentiZip,
      ApiPath.getAnagrafica,
      ApiPath.getProdotti,
      ApiPath.suggestComuni,
      ApiPath.getAgenzia,
      ApiPath.getPrivacyTemplate,
      ApiPath.getUserPrivacy,
      ApiPath.setUserPrivacy,
      ApiPath.getMessage,
      ApiPath.updateMessage,
    ],
    outro:
      'Dates are ISO `YYYY-MM-DD` (a year of 9999 means "no date"); amounts are numbers in euro or `null`. ' +
      "Ids are integers (numeric strings accepted). Another client's dossier, claim or document is answered " +
      'exactly like a missing one (`NOTFOUND_001`, same body). Consents and messages: ' +
      '[decisions/0018](decisions/0018-consents-and-login-messages.md).',
  },
  {
    title: 'At a glance and the calendar of due dates',
    intro:
      "Ours, not in the spec: the home's 'In evidenza' and each policy at a glance, and the client's due dates " +
      "for their own calendar. Days count from the server's today: Rome's date, or `CLOCK_TODAY` outside " +
      'production ([configuration.md](configuration.md)).',
    paths: [
      ApiPath.getInEvidenza,
      ApiPath.getCalendarFile,
      ApiPath.getCalendarFeed,
      ApiPath.createCalendarFeed,
      ApiPath.revokeCalendarFeed,
    ],
    outro:
      '`GET /calendario/<secret>.ics` (public: the secret is the key, no session): the same file as ' +
      '`getCalendarFile`, as `text/calendar; charset=utf-8` with `Cache-Control: no-store`, for a calendar ' +
      'application to subscribe to. A secret revoked, replaced, made up or malformed, or one whose account ' +
      'is disabled, answers 404 `NOTFOUND_001`. The secret is 32 random bytes (base64url), kept only as a ' +
      'SHA-256 hash, and masked in every log line. Rules: ' +
      '[decisions/0060](decisions/0060-at-a-glance-and-calendar.md).',
  },
  {
    title: 'Reporting a claim',
    intro:
      'Ours (issue 22): the CAI for a motor policy, a damage report for the others, kept as a draft on the ' +
      'server, submitted, signed with a one-time code by SMS (FEA) and sent to the agency; driver B signs the ' +
      'same CAI from a link, without an account (the public calls). Reports are `reportId` UUIDs; another ' +
      "client's report answers exactly like a missing one (`NOTFOUND_001`, same body).",
    paths: [
      ClaimReportPath.getClaimReportPolicies,
      ClaimReportPath.createClaimReport,
      ClaimReportPath.saveClaimReport,
      ClaimReportPath.getClaimReport,
      ClaimReportPath.getClaimReports,
      ClaimReportPath.deleteClaimReport,
      ClaimReportPath.submitClaimReport,
      ClaimReportPath.cancelClaimReportSigning,
      ClaimReportPath.confirmClaimReport,
      ClaimReportPath.getClaimReportPdf,
      ClaimReportPath.getFeaTerms,
      ClaimReportPath.acceptFeaTerms,
      ClaimReportPath.getClaimReportSignLink,
      ClaimReportPath.sendClaimReportSignCode,
      ClaimReportPath.getClaimReportSignPdf,
      ClaimReportPath.signClaimReportAsB,
      ClaimReportPath.confirmClaimReportSignIdentity,
      ClaimReportPath.declineClaimReportAsB,
      ClaimReportPath.correctClaimReportAsB,
      ClaimReportPath.acceptClaimReportCorrection,
      ClaimReportPath.rejectClaimReportCorrection,
      ClaimReportPath.getClaimReportInbox,
      ClaimReportPath.getStaffClaimReportPdf,
      ClaimReportPath.getClaimReportFeed,
      ClaimReportPath.getStaffClaimReportFile,
    ],
    outro:
      'Drafts and their lifecycle: [decisions/0110](decisions/0110-claim-report-drafts.md); the signature: ' +
      '[decisions/0111](decisions/0111-claim-report-signature.md).',
  },
  {
    title: 'Photos and attachments of a claim report',
    intro:
      "A draft report's files (up to 20, 15 MB each), sent in chunks that survive a dropped connection: " +
      '`startUpload` → `sendChunk` (multipart, from the offset the server holds) → `completeUpload`, which ' +
      'checks the file by decoding it (photos re-encoded as JPEG without metadata, with a thumbnail; PDFs ' +
      "parsed and inspected) and links it to the report. Another client's report, upload or file answers " +
      'exactly like a missing one.',
    paths: [
      ClaimReportPath.startClaimReportUpload,
      ClaimReportPath.sendClaimReportChunk,
      ClaimReportPath.getClaimReportUpload,
      ClaimReportPath.completeClaimReportUpload,
      ClaimReportPath.getClaimReportFiles,
      ClaimReportPath.getClaimReportFile,
      ClaimReportPath.deleteClaimReportFile,
    ],
    outro: 'See [decisions/0114](decisions/0114-claim-report-files.md).',
  },
  {
    title: 'After a claim report is sent',
    intro:
      "Ours (issue 34): a sent report's thread between the client and the branch, and the branch's requests " +
      "for documents, which the client answers by uploading a file with the request's id (`startUpload` " +
      'with `laterKind` and `requestId`). What the branch writes reaches the client by an e-mail with no ' +
      'personal data, only a link to the report.',
    paths: [
      ClaimReportPath.getClaimReportThread,
      ClaimReportPath.postClaimReportMessage,
      ClaimReportPath.getStaffClaimReportThread,
      ClaimReportPath.postStaffClaimReportMessage,
      ClaimReportPath.requestClaimReportDocuments,
    ],
    outro: 'See [decisions/0140](decisions/0140-after-a-claim-report-is-sent.md).',
  },
  {
    title: "The agency's desk of claim reports",
    intro:
      'Ours (issue 34 item 7): Staff and Superuser open a sent report whole, assign it to a colleague, take ' +
      "it in charge, close it with a reason and link it to the agency's claim by hand. A draft or a missing " +
      'report answers `NOTFOUND_001` alike; every act is audited.',
    paths: [
      ClaimReportPath.getStaffClaimReport,
      ClaimReportPath.assignClaimReport,
      ClaimReportPath.takeClaimReport,
      ClaimReportPath.closeClaimReport,
      ClaimReportPath.linkClaimReport,
    ],
    outro: 'See [decisions/0142](decisions/0142-the-agencys-desk.md).',
  },
  { title: 'Profile', paths: [ApiPath.SetUserAutologinFlag, ApiPath.setClientNotices] },
  {
    title: "One's own data",
    intro:
      'The page "I tuoi dati e recapiti" (issue 35 item 2): the account\'s e-mail by a code to the new address, the ' +
      'residential and postal address, the bank details as a request the agency confirms, paperless documents; ' +
      'each change behind the step-up, audited, in the outbound feed and the webhook, and never overwritten by ' +
      'the next import ([decisions/0145](decisions/0145-own-data-changes-and-the-feed.md), ' +
      '[0146](decisions/0146-a-change-of-e-mail.md)).',
    paths: [
      ApiPath.getDatiERecapiti,
      ApiPath.startEmailChange,
      ApiPath.confirmEmailChange,
      ApiPath.changeAddress,
      ApiPath.changeIban,
      ApiPath.setPaperless,
    ],
  },
  {
    title: 'Paying an instalment online',
    intro:
      'Issue 36: "Paga la rata" through the agency\'s payment provider (Stripe Checkout: a hosted page, the card ' +
      "never reaches the server), the amount always the server's, and the provider's signed notifications " +
      '([decisions/0151](decisions/0151-payments-through-stripe-checkout.md)).',
    paths: [
      ApiPath.getPaymentOptions,
      ApiPath.startPayment,
      ApiPath.getPayment,
      ApiPath.cancelPayment,
      ApiPath.receivePaymentNotification,
    ],
  },
  {
    title: 'Accesses and my data',
    intro:
      'Ours, not in the spec (issue 11): the accesses of the profile, ending the other sessions, and "Scarica i ' +
      'miei dati" (GDPR art. 15 and 20): [decisions/0061](decisions/0061-accesses-and-my-data.md).',
    paths: [ApiPath.getAccessi, ApiPath.endOtherSessions, ApiPath.getMieiDati],
  },
  {
    title: 'Contact',
    paths: [
      ApiPath.formContatti,
      ApiPath.publicFormContatti,
      ApiPath.getCentriConvenzionati,
      ApiPath.getFiliale,
      ApiPath.getMyRequests,
      ApiPath.getMyRequest,
      ApiPath.replyMyRequest,
      ApiPath.getUnreadRequests,
    ],
    outro:
      'Rules, limits, routing and the e-mail: [decisions/0030](decisions/0030-contact-requests.md); centres: ' +
      '[decisions/0031](decisions/0031-repair-centres.md); numbers, copies and threads: ' +
      '[decisions/0143](decisions/0143-requests-are-cases.md).',
  },
  {
    title: 'Command line tools',
    intro:
      '`POST /v1/admin/cli/<command>` (`invite {userID}` → `userID, email, link, expiresAt, mailError?`): the ' +
      "agency's tools reach a running server this way. Access `cli`: only `Authorization: Bearer <token>` with " +
      'the token this server process wrote in `DATA_DIR/owner.json`; anything else is 401 `TOKEN_1001` ' +
      '([decisions/0014](decisions/0014-command-line-tools.md), [operations.md](operations.md)).',
    paths: [],
  },
  {
    title: 'Development',
    intro:
      '`GET /dev/outbox` (public, not served when `NODE_ENV=production`: 404 `ENDPOINT_001`): the e-mails and ' +
      'SMS kept instead of sent when `SMTP_URL` / `SMS_URL` are unset, newest first: `{ status: "OK", ' +
      'messages: [{ channel: "email" | "sms", to, subject (null for SMS), text, time (ISO) }] }`. Query: `to` ' +
      '(one recipient, e-mail in any case), `limit` (1–500, default 100). ' +
      '[configuration.md](configuration.md#configuration), [decisions/0012](decisions/0012-delivery.md).',
    paths: [],
  },
  {
    title: 'Admin',
    paths: [
      ApiPath.getClienti,
      ApiPath.getFailedDeliveries,
      ApiPath.resendDelivery,
      ApiPath.getContactRequests,
      ApiPath.getInbox,
      ApiPath.getInboxRequest,
      ApiPath.getInboxThread,
      ApiPath.takeInboxRequest,
      ApiPath.noteInboxRequest,
      ApiPath.answerInboxRequest,
      ApiPath.closeInboxRequest,
      ApiPath.releaseInboxRequest,
      ApiPath.assignInboxRequest,
      ApiPath.getInboxFigures,
      ApiPath.searchClients,
      ApiPath.getClientFile,
      ApiPath.getClientIban,
      ApiPath.getClientDocuments,
      ApiPath.getClientDocumentFile,
      ApiPath.getOwnDataFeed,
      ApiPath.getOwnDataIban,
      ApiPath.listPayments,
      ApiPath.getPaymentsFeed,
      ApiPath.disableUser,
      ApiPath.enableUser,
      ApiPath.unlockUser,
      ApiPath.endUserSessions,
      ApiPath.resetSecondFactor,
      ApiPath.getAuditLog,
      ApiPath.getAuditLogCsv,
      ApiPath.getGoLiveChecklist,
      ApiPath.sendTestEmail,
      ApiPath.sendTestSms,
      ApiPath.createStaffUser,
      ApiPath.getStaffAccounts,
      ApiPath.getStaffScope,
      ApiPath.changeStaffAccount,
      ApiPath.sendInvite,
      ApiPath.previewClientInvite,
      ApiPath.inviteClient,
      ApiPath.getBulkInvitations,
      ApiPath.startBulkInvitation,
      ApiPath.pauseBulkInvitation,
      ApiPath.resumeBulkInvitation,
      ApiPath.importData,
      ApiPath.uploadFeed,
      ApiPath.getFeedProgress,
      ApiPath.startFeedUpload,
      ApiPath.sendFeedChunk,
      ApiPath.getFeedUpload,
      ApiPath.importFeedUpload,
      ApiPath.getImportHistory,
      ApiPath.getImportReport,
    ],
    outro:
      'Access `staff`: the role Staff or Superuser; `superuser`: the role Superuser only (a Staff member gets ' +
      '403 `FORBIDDEN_001`). See [decisions/0032](decisions/0032-autologin-flag-and-admin.md), ' +
      '[0049](decisions/0049-staff-accounts.md); who may call what: [roles.md](roles.md).',
  },
  {
    title: 'Admin: login messages and privacy templates',
    intro:
      'Access `superuser`. A message or a template version is written as a draft (`state: "draft"`, shown to ' +
      'nobody), then published, then maybe withdrawn, for good. Each act is in the audit log (`getAuditLog`): ' +
      '`message.create`, `message.publish`, `template.withdraw`, … with the target `message:<id>` or ' +
      '`template:<type>/<templateID>`.',
    paths: [
      ApiPath.getLoginMessages,
      ApiPath.createLoginMessage,
      ApiPath.previewLoginMessage,
      ApiPath.publishLoginMessage,
      ApiPath.withdrawLoginMessage,
      ApiPath.getPrivacyTemplates,
      ApiPath.createPrivacyTemplate,
      ApiPath.publishPrivacyTemplate,
      ApiPath.withdrawPrivacyTemplate,
    ],
    outro: 'See [decisions/0047](decisions/0047-login-messages-and-privacy-templates.md).',
  },
];
