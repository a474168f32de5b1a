import type { EndpointName } from '../endpoint-table.js';

/**
 * What a caller must know of a call beyond its schemas (the order of checks, limits): the call's description
 * in docs/openapi.json and docs/api.md. Apart from the rows, so that a web page's bundle carries none of it.
 */
export const endpointNotes: { readonly [Name in EndpointName]?: string } = {
  login:
    '`loginId` is a user ID or an e-mail. An unknown user and a wrong password answer alike (`LOGIN_001`).',
  getUserStatus:
    '`loginWarning` is true when the calling session was opened from a browser and network not seen for the user in 90 days ([decisions/0016](decisions/0016-new-access-warning.md)); `privacyUpdates` lists the types whose current template the user has not answered; `messageToShow` is true when `getMessage` has a message.',
  changePassword:
    "The caller's session stays, every other session of the user ends, `passwordUpdate` becomes false. `CHANGEPASSWORD_002` for the rule of SPEC §5 is checked first, then `CHANGEPASSWORD_001` (wrong current password; after 5 wrong in 15 minutes `LOGIN_002`), then `CHANGEPASSWORD_002` for the rest of the policy and for the same password as the current one. See [decisions/0017](decisions/0017-password-change.md). A refused password's `error.detail` names the rule it breaks: `rule`, `demo`, `personal`, `breached`, `italian`, `weak` (and `same` at a change) ([decisions/0087](decisions/0087-passwords-nobody-guesses.md)).",
  logout: 'The token is revoked.',
  getDossierList: 'A dossier being refreshed is listed with `locked: true` and opens as unavailable.',
  getDossierTabs:
    "Ours: the tabs a policy page shows besides its details, in order, each with data or locked (SPEC §2), and its newest risk certificate; the page then asks for a tab's data when the tab opens.",
  getSinistri: "All the client's claims (those being refreshed are left out), or one dossier's.",
  getInEvidenza:
    "Ours, not in the spec: the home's at-a-glance. For each of the caller's policies (one being refreshed is left out, a section being refreshed is not read) its next payment, its instalments to be paid, its expiry within 30 days either side of today, and its claims opened or changed in the last 30 days; and what needs action, most urgent first. Days count from the server's today (Rome's date, or `CLOCK_TODAY` outside production). Rules: [decisions/0060](decisions/0060-at-a-glance-and-calendar.md).",
  getCalendarFile:
    "Ours: the caller's due dates as an iCalendar file (RFC 5545), the file itself (`scadenze-area-clienti.ics`, as an attachment): instalments to be paid, each policy's next payment and its expiry, as all-day events whose UID stays the same across downloads ([decisions/0060](decisions/0060-at-a-glance-and-calendar.md)).",
  getCalendarFeed:
    'Ours: whether the caller has a live calendar subscription address (its secret is kept hashed: the address itself is shown only when made).',
  createCalendarFeed:
    'Ours: a new private subscription address of the due dates (`GET /calendario/<secret>.ics`, no session), replacing the old one, which answers 404 from now on. `webcalUrl` is the same address for calendar applications.',
  revokeCalendarFeed:
    'Ours: ends the subscription address at once (it answers 404); `revoked: false` when there was none.',
  suggestComuni:
    "Ours: the comuni of ISTAT's list shipped with the product that `query` may be, for the address form: a CAP's first digits (2 to 5) find the comuni with a CAP starting so; letters find the comuni whose name, or another of its names (Bozen, a comune merged into another), starts with them, accents, apostrophes, spaces and case aside (`forli` finds Forlì). At most 10, each with its official name, its province and all its CAPs, in alphabetical order; none is an empty list. At most 120 a minute per account (`LIMIT_001`, 429, with `retryAfterMinutes`). [decisions/0147](decisions/0147-italian-addresses.md).",
  getDocumenti: "`{}` for all the client's documents, or `type` (`dossier` or `sinistro`) with `id`.",
  getDocumento: '`type` is the MIME type, `content` the file in base64.',
  getDocumentoFile:
    "Ours: the document of `getDocumento` as the file itself, with its own `Content-Type` and `Content-Disposition: attachment` naming it; the same checks and errors as `getDocumento`. The web app downloads with it; `getDocumento` keeps the spec's base64 reply.",
  getDocumentiZip:
    '`documentIDs`: 1 to 50 of the client\'s documents (the same id twice is one file). The reply is the ZIP itself, `documenti.zip`, one file per document under its name (a second file of the same name gets " (2)"). Every id is checked first: one not the client\'s, or missing, answers `NOTFOUND_001` as `getDocumento` does, one whose policy is being refreshed `DATALOCKED`; never a partial ZIP.',
  SetUserAutologinFlag:
    "Off, single sign-on refuses the user's tokens (`SSO_004`); on, it accepts them again ([decisions/0032](decisions/0032-autologin-flag-and-admin.md)). The mobile number changes through `SendSMS` and `validatePhone`.",
  setClientNotices:
    "On (the default), an import that adds a document or changes a claim's status sends the user one e-mail saying only that something new is in the area; off, none ([decisions/0051](decisions/0051-client-notices.md)). The choice is also in `getUserStatus`' `user.clientNotices`.",
  getAccessi:
    "Ours: the caller's 10 newest accesses (sessions opened by any way in), the calling one marked `corrente`. Browser and system are read from the User-Agent; the address is shown only by its network, `93.41.12.*` or `2001:db8:85a3:*` ([decisions/0061](decisions/0061-accesses-and-my-data.md)). `passkey` lists every passkey of the account, newest first, by its name with when it was added (`aggiunta`): one the client did not add is a way in that is not theirs ([decisions/0130](decisions/0130-new-ways-in-take-a-fresh-proof.md)).",
  endOtherSessions:
    'Ours: ends every session of the caller but the calling one, at once (their tokens answer `TOKEN_1001` from the next call); `terminate` counts those that were still open. Recorded in the audit log as `user.end-other-sessions`.',
  getMieiDati:
    "Ours: everything kept about the caller (account, anagrafica, policies with every section, claims, the documents' list, consents with their history, accesses, requests to the branch) as a file: `formato` `json` (the schema `myDataExport` of the contract) or `pdf` (the same, readable), the file itself (`application/json` or `application/pdf`, an attachment named `miei-dati-<userID>-<date>.<formato>`). Nothing secret (passwords, tokens, codes) and nothing of another client. At most 10 files an hour per user (`LIMIT_001`); each is recorded in the audit log as `user.export-data` ([decisions/0061](decisions/0061-accesses-and-my-data.md)).",
  createUser:
    '`codiceFiscale`: 11 or 16 characters, any case; `privacy01..privacy19`: exactly the consents the template asks. The account is not enabled until e-mail and phone are verified; a 6-digit code is e-mailed. Checked in this order: `ONBOARDING_013` (the rule of 8 characters, a lowercase, an uppercase, a digit), `ONBOARDING_010`, `ONBOARDING_004`, `ONBOARDING_013` (the rest of the policy: a breached or common password, one with the e-mail, tax code, names or birth city), `ONBOARDING_006`, `PRIVACY_002` (the consent marked "(necessario)" answered no, [decisions/0088](decisions/0088-hardening-proxies-staff-necessary-consent.md)), `ONBOARDING_012`, `ONBOARDING_005`, `ONBOARDING_011`, `ONBOARDING_001`. A refused password\'s `error.detail` names the rule it breaks: `rule`, `demo`, `personal`, `breached`, `italian`, `weak` ([decisions/0087](decisions/0087-passwords-nobody-guesses.md)).',
  validateEmail:
    '`emailVerified` becomes true. `ONBOARDING_VE_002`: a wrong, expired or used code, or none; `ONBOARDING_VE_006` after 5 wrong: ask for a new code.',
  resendEmail: 'A new code replaces the last. `FORBIDDEN_001`: the e-mail is already verified.',
  sendSms:
    '`phone`: an Italian mobile (`3…`, with or without `+39`/`0039`, spaces, dots, hyphens), stored as `+39…` and unverified; a 6-digit code is sent. `FORBIDDEN_001`: the e-mail is not verified yet; `RESEND_001`: 60 seconds between sends to the same number by the same user (a corrected number is sent to at once, docs/decisions/0067), five an hour per user and per number, twenty per client address. For an account whose number is verified (a change of number from the profile) the old number stays in force until the new one is confirmed with `validatePhone`. Past the registration (a verified number, or an account already onboarded: one the agency made without a mobile) a number is a new way in: `SECONDFACTOR_002` without a proof given in the last 10 minutes ([decisions/0130](decisions/0130-new-ways-in-take-a-fresh-proof.md)).',
  resendSms: 'A new code to the number waiting for confirmation; `FORBIDDEN_001` when none waits.',
  validatePhone:
    '`phoneVerified` becomes true; with the e-mail verified, also `onboardCompleted` and `enabled`.',
  forgotPasswordSendCode:
    '`email` is a user ID or an e-mail. The same answer whether or not the account exists; the link `PUBLIC_URL/recupero-password/{code}` (40 characters of `[A-Za-z0-9]`, 30 minutes, single use) is e-mailed after the reply.',
  forgotPasswordVerifyCode:
    "The password is set and every session of the user ends. `FORGOTPWD_VC_003` (the password rule) is checked first, then `FORGOTPWD_VC_001` (an unknown, used or expired code), then `FORGOTPWD_VC_003` for the rest of the policy. A refused password's `error.detail` names the rule it breaks: `rule`, `demo`, `personal`, `breached`, `italian`, `weak` (and `same` at a change) ([decisions/0087](decisions/0087-passwords-nobody-guesses.md)).",
  checkInviteCode:
    '`userID` (8 digits) and `hash` (128 of `[a-z0-9]`) are the two halves of `/first?code=`. `inviteCodeValid` is true only for an unused, unexpired invite of that user; a wrong one is `false`, not an error. `ONBOARDING_AU_013`: 30 checks per address in 15 minutes.',
  validateInviteCode:
    "`otp` is accepted and ignored. The password is set, the invite used up, the e-mail verified, earlier sessions ended. Checked in this order: `CHANGEPASSWORD_002` (the rule of 8 characters, a lowercase, an uppercase, a digit: costs no attempt), `ONBOARDING_AU_013` (5 uses per user, or 30 per address, in 15 minutes, each counted before it is checked), `ONBOARDING_AU_014` (unknown or used), `ONBOARDING_AU_015` (expired), `CHANGEPASSWORD_002` (the rest of the policy: a breached or common password, one with the user's data), `USERDISABLED_001`. A refused password's `error.detail` names the rule it breaks: `rule`, `demo`, `personal`, `breached`, `italian`, `weak` (and `same` at a change) ([decisions/0087](decisions/0087-passwords-nobody-guesses.md)).",
  autologinSso:
    '`cryptedParameters` is the `data` query parameter of `/inbanklogin`. `SSO_001`: not decryptable or malformed; `SSO_002`: stale; `SSO_003`: already used; `SSO_004`: not allowed (autologin off, unknown or disabled user, another application, single sign-on not configured).',
  getPasskeyCreationOptions:
    "Ours, step-up (a new way in, [decisions/0130](decisions/0130-new-ways-in-take-a-fresh-proof.md)): the options for `navigator.credentials.create` (a discoverable credential, user verification required, the caller's passkeys excluded). Their challenge is kept on the server for 3 minutes and answers one `addPasskey`. `PASSKEY_004`: the account holds 10 already ([decisions/0093](decisions/0093-passkeys.md)).",
  addPasskey:
    "Ours, step-up: `credential` is the browser's answer as JSON (`@simplewebauthn/browser`'s `startRegistration`), `name` 1 to 40 letters, digits, spaces and `.,'’()_+-`, starting with a letter or digit. `PASSKEY_001`: the challenge is not this user's, used or expired; `PASSKEY_003`: the answer does not verify (another origin or RP ID, no user verification); `PASSKEY_005`: this passkey is already registered.",
  getPasskeys: "Ours: the caller's passkeys, newest first: name, when added, when last used to sign in.",
  getSecondFactor:
    'Ours: whether the app is set up, what this session waits for (`verify`, `setup` or null), whether the account must have it (Staff, Superuser), whether the offer after login was shown, the recovery codes left, and the verified mobile masked for an SMS code.',
  startSecondFactorSetup:
    'Ours, step-up (a new way in, [decisions/0130](decisions/0130-new-ways-in-take-a-fresh-proof.md)), but from a session waiting for its set-up (Staff and Superuser at their first login): a new secret (base32), its `otpauth://` address and the QR code as SVG; the app stays off until `confirmSecondFactorSetup`. `SECONDFACTOR_005` when it is on already.',
  confirmSecondFactorSetup:
    "Ours, step-up as `startSecondFactorSetup`: the app's first code turns it on, makes the session whole and answers the 10 recovery codes, shown this once. `SECONDFACTOR_003` a wrong code; `SECONDFACTOR_004` after 5 wrong codes in 15 minutes (`retryAfterMinutes`).",
  verifySecondFactor:
    "Ours: `method` `app` (6 digits, each time step once), `recovery` (a recovery code, once) or `sms` (the code of `sendSecondFactorSms`). A right code makes the session whole and opens the step-up calls for 10 minutes; `rememberBrowser` lets this browser (its trusted-device cookie) skip the factor at login for 30 days. Without the app only `sms`, or `password` (the account's password typed again, [decisions/0130](decisions/0130-new-ways-in-take-a-fresh-proof.md)), is taken, for a client's step-up (`SECONDFACTOR_005` otherwise, `password` from a session waiting for its factor or an account with the app, and always for Staff and Superuser). Wrong codes and passwords count together: `SECONDFACTOR_004` after 5 in 15 minutes; a wrong password counts in the login's failures of the account too, and an account locked by them answers `SECONDFACTOR_004`. `sms` is refused with `SECONDFACTOR_007` at login and from an account with the app, which keeps the stronger factor.",
  sendSecondFactorSms:
    'Ours: a 6-digit code (10 minutes, single use) to the verified mobile, with the limits of every SMS code (`RESEND_001`), for the step-up of a client without the app. `SECONDFACTOR_006` without a verified mobile (a number not yet confirmed by a code sent to it gets none); `SECONDFACTOR_007` at login and for an account with the app, where an SMS never gives the factor.',
  newRecoveryCodes: 'Ours, step-up: 10 new recovery codes; the old ones stop working.',
  disableSecondFactor:
    'Ours, step-up: the app is turned off and the recovery codes deleted. `SECONDFACTOR_005` when it is off, or for Staff and Superuser, who must keep it.',
  dismissSecondFactorOffer:
    'Ours: "Non mostrare più" on the home\'s card offering a passkey or the app (docs/decisions/0150): the account is not offered them again, in any browser. `getUserStatus` answers `secondFactorOffer: true` while the account has neither and never dismissed it.',
  getIbanCompleto:
    "Ours, step-up: the whole IBAN of one of the caller's policies (`getDossier` sends it masked, but the last four characters). Another client's policy answers `NOTFOUND_001`, like a missing one.",
  renamePasskey: "Ours: another user's passkey answers `NOTFOUND_001`, like a missing one.",
  removePasskey:
    "Ours: the passkey no longer signs in. Another user's passkey answers `NOTFOUND_001`, like a missing one.",
  getPasskeyLoginOptions:
    'Ours: the options for `navigator.credentials.get` with no list of credentials (the browser offers the passkeys it holds for this site, or a phone through its own cross-device flow). The challenge lives 3 minutes and answers one `loginWithPasskey`. At most 30 an address in 15 minutes (`LOGIN_002`).',
  loginWithPasskey:
    'Ours: opens a session exactly as `login` does, and a passkey counts as two factors. Checked in this order: `LOGIN_002` (20 failed passkey sign-ins from the address in 15 minutes), `PASSKEY_001` (the challenge unknown, used or expired: a replayed answer), `PASSKEY_002` (no such passkey, or a signature or counter that does not verify), `USERDISABLED_001`, `LOGIN_002` (the account is locked by failed logins, as `login` would answer), `LOGIN_003`.',
  getPrivacyTemplate:
    "Without `userID` (or with an empty one) it is public; with one it needs that user's session (`TOKEN_1001`). Without `templateID`, the template in force. Only the consents the template asks are in the reply.",
  setUserPrivacy:
    "`templateID` must be the one in force and the answers exactly the consents it asks, each `'S'` or `'N'` (`PRIVACY_001` otherwise), the consent marked «(necessario)» `'S'` (`PRIVACY_002` otherwise: [decisions/0088](decisions/0088-hardening-proxies-staff-necessary-consent.md)); a key sent `''` or `null` counts as not sent, so a body may carry all nineteen keys with those the template does not ask empty. `type` may be a number (`775`). A new row each time: the history is kept.",
  getMessage: 'Unread messages first, then the always-show ones; `null` when none.',
  updateMessage:
    'Marks the message read (again is fine); `NOTFOUND_001` for a message this user does not see.',
  formContatti:
    "`motivo` (ours, decisions/0105): `pagaRata`, `rinnova` or `coordinateBancarie`, the action of the area the request comes from; it needs `polizza` (else `FORMCONTATTI_002`) and then stands for `oggetto`, which may be left out; `importo` (euro, cents at most) and `richiamata` (`mattina`, `pomeriggio`, `indifferente`) are stored with it. `oggetto`: `'0'` Assistenza su un sinistro, `'1'` Informazioni generali; `testo` at most 4000 characters; `nome`, `cognome`, `email`, `telefono` absent or blank: the client's own; `polizza`: a policy number of the caller's; `centroConvenzionatoId`: an id from `getCentriConvenzionati`; `cliente`, `banca`: ignored. Stored and e-mailed to the client's branch (or `CONTACT_EMAIL`), Reply-To the client. Checked in this order: `FORMCONTATTI_002` (a name or the subject missing, the message blank), `FORMCONTATTI_003` (neither a valid e-mail of at most 128 characters nor a phone of 6–15 digits), `NOTFOUND_001` (a policy not the caller's, or no such centre), `FORMCONTATTI_001` (5 an hour per user, 20 per address). The reply carries `numero` beside `result` (ours, [decisions/0143](decisions/0143-requests-are-cases.md)): the request's number, also in the copy e-mailed to the client when an e-mail is known.",
  getFiliale:
    "The caller's branch: `nome`, `banca`, `telefono` and `orari` (its opening hours), each as the agency's feed sends it, or `null`; `filiale` is `null` when the account has no client or the client no branch. Never the branch's e-mail.",
  publicFormContatti:
    "`userID`: `0`, `'0'` or `''`; `oggetto`: `'0'` Assistenza per Registrazione / Accesso, `'1'` Informazioni sui prodotti; `privacy` must be `true` (`FORMCONTATTI_002`). Stored and e-mailed to `CONTACT_EMAIL`. `FORMCONTATTI_001`: 3 an hour per e-mail or phone, 5 per address. The reply carries `numero` beside `result`, and a copy with the number and the subject goes to the e-mail given.",
  getMyRequests:
    "Ours: \"Le tue richieste\" ([decisions/0143](decisions/0143-requests-are-cases.md)): the caller's contact requests (`kind: 'contatto'`) and sent claim reports (`kind: 'denuncia'`, `numero` the report's id, read from claim-reports) and instalments paid online that were paid, refunded or refused (`kind: 'pagamento'`, `numero` the payment's id, `subject` the instalment's title, `state` `chiusa`, `payment` its own state and amount in cents; read from payments, [decisions/0154](decisions/0154-paying-an-instalment-in-the-web.md)), newest first, each with its state (`inviata`, `presaInCarico`, `risposta`, `chiusa`), dates, subject, policy and `unread`, the branch's replies not yet opened.",
  getMyRequest:
    "Ours: one of the caller's requests by its number (`R-2026-000123`; another shape is `VALIDATION_001`), with its thread oldest first; opening it marks the branch's replies read. Another client's number answers `NOTFOUND_001`, exactly as a missing one.",
  replyMyRequest:
    "Ours: the client's reply in the request's thread (`testo` 1–4000 characters), e-mailed to nobody: the inbox shows it, and the request goes back to `taken` if someone holds it, else `new`. `RICHIESTA_001`: the request is closed (a new question is a new request). `FORMCONTATTI_001`: the contact form's limits (5 an hour per user, 20 per address) count replies too.",
  getUnreadRequests:
    "Ours: the number of the branch's replies the caller has not opened, over all their requests (the menu's badge).",
  getCentriConvenzionati:
    "The centres in the client's town, then province, first; `provincia` is that of the client's first address.",
  getClienti:
    '`apiBuildVersion` reads like `0.1.0 (48dcade, 2026-11-22T14:21:48.157Z)`; `commit` and `builtAt` are `dev` when the server runs from source.',
  getContactRequests:
    'The newest 100 contact requests: who wrote, the subject, the policy, the branch and the address it went to, and its delivery (`sent`, `queued` while being tried, `failed` after every try) — never the message.',
  getInboxThread:
    "Ours: a contact request's number and its thread with the client, oldest first (each message with its author, `client` or `branch`, and time; the staff user code stays in the audit log). `NOTFOUND_001`: no such request.",
  getInbox:
    "The console's inbox (Staff and Superuser, docs/decisions/0104): contact requests newest first, `limit` (default 50, at most 100) a page, `after` the previous page's `next`; filtered by `state` (`new`, `taken`, `answered`, `closed`), `branchId`, `mine` (taken by the caller) and `late` (new or taken, past `dueAt`), together. Each with its reason and policy (requests written from an action of the area, decisions/0105), who took it, its e-mail's delivery, and `dueAt`: one working day after arrival (Monday to Friday, Italian national holidays excepted), `late` when not yet answered past it. `branches`: the branches to filter by.",
  getInboxRequest:
    "A contact request whole, with its message, the client's contact, the internal note and the answer; `staff`: the agency's enabled staff accounts to hand it to. `NOTFOUND_001`: no such request.",
  takeInboxRequest:
    'Takes a new request in hand (audited `inbox.take`). `INBOX_002`: another staff member took it; `INBOX_001`: it is answered or closed. Taking again one the caller took changes nothing.',
  noteInboxRequest:
    "Adds an internal note to the request's list, with its author and time (never shown to the client; audited `inbox.note`); a blank note is refused (`VALIDATION_001`). `INBOX_001`: the request is closed.",
  answerInboxRequest:
    "Writes `text` in the request's thread and marks the request answered (audited `inbox.answer`); the holder may answer again, after the client's reply too. A client of the area is told by an e-mail with the request's number, subject and link, never the text; a visitor of the public form gets the text by e-mail, Reply-To the branch ([decisions/0143](decisions/0143-requests-are-cases.md)). Only by who took it: `INBOX_001` not taken yet or closed, `INBOX_002` taken by another, `INBOX_003` a public request with no e-mail.",
  releaseInboxRequest:
    "Gives a taken request back: `new` again, nobody holding it, its notes kept (audited `inbox.release`, detail the one who held it). By who took it, or by a Superuser (a colleague away or gone); `INBOX_002` another Staff member's, `INBOX_001` not taken (new, answered or closed). [decisions/0117](decisions/0117-inbox-release-notes-and-upload-sweep.md).",
  closeInboxRequest:
    'Closes the request (audited `inbox.close`): a new one by anyone, a taken or answered one by who took it (`INBOX_002` otherwise). `INBOX_001`: already closed.',
  assignInboxRequest:
    "Hands the request to a colleague, `assignee` an enabled staff account's user ID: it becomes taken by them (audited `inbox.assign`, detail who held it and who now does). A new request by anyone; a taken or answered one by who holds it, or by a Superuser (`INBOX_002` another Staff member's); `INBOX_001` closed; `INBOX_004` the assignee is not an enabled staff account. Handing it to who holds it already changes nothing. [decisions/0144](decisions/0144-inbox-assignment-late-and-figures.md).",
  getInboxFigures:
    "The inbox's figures on the console's status page: `open` requests (new or taken), `late` ones among them (past `dueAt`), and over the last `days` (30) the first answers: `answered`, `answeredInTime` (by `dueAt`), `medianMinutesToAnswer` from arrival to the first answer in calendar minutes, nights and days off included (null: none). [decisions/0144](decisions/0144-inbox-assignment-late-and-figures.md).",
  searchClients:
    "The console's search (Staff and Superuser): `query` (2–100 characters, no control character: a tab or a line break is `VALIDATION_001`) is matched at once against the tax code, surname and name (in either order), e-mail, mobile, policy number, plate, claim number and user ID, with small typing errors tolerated (PostgreSQL trigrams); the best matches first, at most `limit` (default 20, at most 50) a page, `after` the previous page's `next`. Each client once, with what it was found by and its account's state: `none`, `invited`, `registered`, `disabled`, `locked` (the login limits reached). Tax code, e-mail and mobile come masked (`RSS**********01U`, `m***i@example.it`, `+39*******567`): the whole values are on the client's page (`getClientFile`). At most 60 searches a minute per staff account (`CLIENT_SEARCHES_PER_MINUTE`): past it `LIMIT_001` (429) with `retryAfterMinutes` and `Retry-After` until the minute's window ends.",
  getClientFile:
    "The console's page of a client (Staff and Superuser), read only: `clientId` as `searchClients` answers it; the account's state, and what the client sees and the house keeps of them, read as `getMieiDati` reads it (anagrafica, addresses, policies with every section, claims, documents' list; with an account also its consents with their history, accesses and contact requests), tax code, e-mail and mobile whole; each policy's `iban` masked but its last four characters (the whole one: `getClientIban`). `account` is null for a client without one. Also the client's branch (`filiale`), the account's requests with their inbox id (`richieste`) and the reports sent with their desk status (`denunce`); for a branch's staff another branch's client answers `NOTFOUND_001` (decisions/0158). Each opening is audited (`client.view`: who, on which client's account, or `client:<clientId>` without one, when). `NOTFOUND_001`: no such client, or one the agency took out. At most 30 openings a minute per staff account (`CLIENT_FILES_PER_MINUTE`), missing clients included: the clients' ids are sequential, and the page shows what the search masks, so walking the ids is limited as searching is; past it `LIMIT_001` (429) with `retryAfterMinutes` and `Retry-After` until the minute's window ends, nothing read and nothing audited. [decisions/0132](decisions/0132-staff-see-what-their-work-needs.md).",
  getClientDocuments:
    "The documents of a client's console page (Staff and Superuser), `clientId` as `searchClients` answers it: a page of `limit` (default and top 20), newest first by id, `after` the previous page's `next` (null: no more). `NOTFOUND_001`: no such client, or one of another branch for a branch's staff. [decisions/0158](decisions/0158-staff-see-their-branch.md).",
  getClientDocumentFile:
    "One of the client's documents, its file as the client downloads it (Staff and Superuser). `NOTFOUND_001`: no such client or document, another client's, or another branch's for a branch's staff; `DATALOCKED`: the agency is refreshing its policy. [decisions/0158](decisions/0158-staff-see-their-branch.md).",
  getClientIban:
    "Ours, step-up (Staff and Superuser): the whole IBAN of policy `dossierId` of client `clientId` (as `searchClients` answers it), which `getClientFile` sends masked. Needs the staff member's fresh second factor (`SECONDFACTOR_002` otherwise: the app's code or a passkey within 10 minutes), and each reading is audited (`client.view-iban`, detail the policy's number). `NOTFOUND_001`: no such client, or the policy is not theirs; `DATALOCKED`: the agency is refreshing it. [decisions/0132](decisions/0132-staff-see-what-their-work-needs.md).",
  getFailedDeliveries:
    'The e-mails and SMS whose every try failed (about 8 hours of tries), newest first, at most 100: the recipient masked, the subject, the cause of the last failure, never the text.',
  resendDelivery:
    'Puts a failed message back in the queue for a new round of tries; NOTFOUND_001 for no such failed message.',
  disableUser: 'Disables the account: no login, and every session of it ends at once.',
  enableUser: 'Enables the account again; the sessions ended when it was disabled stay ended.',
  unlockUser: 'Lifts the login limits of the account, from every address.',
  endUserSessions:
    'Ends every session of the account at once (a device lost or left signed in); the account stays enabled and its owner is told by e-mail.',
  resetSecondFactor:
    "Turns the account's authenticator app off and voids its recovery codes (a phone lost with the codes), and ends its sessions; a client may set it up again, Staff and Superuser must at their next login. The owner is told by e-mail.",
  createStaffUser:
    "An account of the agency with the role `Staff` or `Superuser` (and `User`), no client behind it and no password: a first-access invite (7 days) is e-mailed to it, and the person chooses the password. The reply never carries the link. `branch` is its scope, the feed's id of the one branch whose clients it sees (null or absent: agency-wide). `ONBOARDING_001`: the e-mail has an account; `PHONE_001`: not an Italian mobile number; `STAFF_001`: no such branch in the feed; `STAFF_004`: a branch with the role `Superuser`, who is always agency-wide.",
  getStaffAccounts:
    "The agency's Staff and Superuser accounts (at most 500, by user ID): role, scope (a branch or agency-wide), state (active, invited and not yet activated, disabled), whether the authenticator app is set up; and the branches a scope may name. [decisions/0157](decisions/0157-staff-accounts-in-the-console.md).",
  getStaffScope:
    "The caller's own scope: `branch`, the feed's id of the one branch whose clients, requests and claim reports it sees, or null when it sees the whole agency (a Superuser always). The console shows a branch's staff no section that would answer `FORBIDDEN_001`. [decisions/0158](decisions/0158-staff-see-their-branch.md).",
  changeStaffAccount:
    "`disable` (its sessions end at once), `enable` or `reset-second-factor` (the app off, recovery codes void, sessions ended: set up again at the next login; the owner is told by e-mail) a Staff or Superuser account, audited as `disableUser`, `enableUser`, `resetSecondFactor` are. `NOTFOUND_001`: no such account; `STAFF_002`: a client's account (use the client's calls); `STAFF_003`: the caller's own account (disable, reset).",
  sendInvite:
    'E-mails the account a first-access invite (7 days), or a new one: the older unused links stop working. The reply never carries the link. `NOTFOUND_001`: no such account; `INVITE_001`: the account is disabled (enable it first).',
  previewClientInvite:
    "The first-access e-mail a client would get, from the template the server sends: recipient, subject and text, the personal link shown as a placeholder (it is made only when sending). Nothing is written. `INVITATION_001`: the client has no e-mail in the feed; `INVITATION_002`: the address is another account's; `INVITE_001`: the account is disabled; `FORBIDDEN_001`: a Staff member and a client who has a password. [decisions/0100](decisions/0100-accounts-for-imported-clients.md).",
  inviteClient:
    "Invites a client by the agency's client id: an imported client without an account gets one now (the feed's e-mail and mobile, no password), then a 7-day first-access link is e-mailed as `sendInvite` does. Recorded as `user.invite` (and `user.create` when the account is made). Errors as `previewClientInvite`.",
  getBulkInvitations:
    'The 20 newest bulk invitations with their progress and report (queued, sent, failed, skipped, registered since), and the branches and products a filter may name.',
  startBulkInvitation:
    "Invites every client not yet invited (no password, no invite ever), narrowed by `filter.branch` (the feed's branch id) and `filter.product`, at `perMinute` (1–600) through the delivery queue; it goes on after a restart. `INVITATION_003`: no such branch; `INVITATION_004`: nobody to invite; `INVITATION_005`: pace out of range. Recorded as `invitation.start`. [decisions/0101](decisions/0101-bulk-invitations.md).",
  pauseBulkInvitation:
    'Stops sending; what was queued still goes. `INVITATION_006` unless running. Recorded.',
  resumeBulkInvitation:
    'Sends again from where it stopped, at its pace. `INVITATION_006` unless paused. Recorded.',
  getAuditLog:
    'The newest 200 acts of the staff: on accounts (`user.*`), login messages and privacy templates (`message.*`, `template.*`) and imports (`data.import`, with the counts per type; `data.import.refused`, with the number of problems and the fields named): when, who (a user code or cli:<system user>), what, to whom. A control character in `filter.actor` or `filter.target` (a NUL, a tab, a line break) is `VALIDATION_001`, as in `getAuditLogCsv`, which answers it before a byte of the file.',
  getLoginMessages:
    'The newest 500 messages, drafts and withdrawn ones included, with their state and audience (`filter` for a filtered one); `shown`: how many clients it was shown to (each once), `confirmed`: how many confirmed it ([decisions/0106](decisions/0106-content-in-the-console.md)). `branches` and `products`: what a filter may choose among, as for bulk invitations.',
  previewLoginMessage:
    "Writes nothing: `html` is `testo` exactly as `createLoginMessage` would store it (empty when nothing readable is left: `MESSAGE_002` there), `strippedTags` and `strippedAttributes` name what the cleaning took out, `strippedLinks` counts the links that lost their `href`, `unknownUsers` the listed user IDs without an account (at most 100), `filterAccounts` for a filter how many clients with an account it chooses now (`MESSAGE_004`: no such branch). The console shows `html` through the client page's own component ([decisions/0106](decisions/0106-content-in-the-console.md)).",
  createLoginMessage:
    "A draft, shown to nobody until published. `testo` is cleaned of any HTML but `p br strong em b i ul ol li a h2 h3`; a link keeps an `http(s)`, `mailto` or relative `href` only, and opens in a new window. `audience`: `'all'`, the user IDs of the clients it is for (`MESSAGE_001` if one has no account: nothing is written), or `{ filter: { branch?, product? } }` (at least one): the clients of that branch and/or holding that product when the message could be shown, read at each login (`MESSAGE_004`: no such branch; [decisions/0116](decisions/0116-login-messages-by-filter.md)). `mostraSempre`: shown at every login, else until confirmed once.",
  getPrivacyTemplates:
    "The versions of every type (or of `type`), newest first; `current` marks the one in force. `answered`: how many clients answered the version, `answers`: per consent (`privacy01`…) how many gave (`S`) or refused (`N`) it, by each client's latest answer to that version.",
  createPrivacyTemplate:
    'A draft version, asked of nobody until published. `items`: `privacy01value`..`privacy19value`, each the plain text of a consent (no `<` or `>`), at least one. A `templateID` its type has already: `TEMPLATE_001`.',
  publishLoginMessage: 'Shows a draft from now on (`CONTENT_001` for any other).',
  withdrawLoginMessage:
    'Shows the message no more, for good (a draft is discarded; `CONTENT_001` if withdrawn already).',
  publishPrivacyTemplate:
    'Makes a draft the version in force of its type: every client who has not answered it has a privacy update pending (`privacyUpdates`). `CONTENT_001` for a version that is not a draft.',
  withdrawPrivacyTemplate:
    'Takes a version out for good; when it was in force, the latest published version not withdrawn is in force again (or none). `CONTENT_001` if withdrawn already.',
  startFeedUpload:
    "Ours (Superuser; [decisions/0159](decisions/0159-feed-uploaded-in-chunks.md)): starts sending a feed in chunks: the files by name and size, `.jsonl` files of the feed one by one and `.zip` archives (a feed folder, the documents), up to 100. A name not ending .jsonl or .zip: `UPLOAD_003`; more bytes than the room left for uploads under way (`FEED_STAGING_MAX_MB`): `UPLOAD_001`. Answers the upload's id (random, bound to the caller: another account's answers `NOTFOUND_001`) and each file's `offset` 0. An upload untouched for 24 hours is swept.",
  sendFeedChunk:
    "Ours: multipart/form-data with the fields `uploadId`, `file` (the file's place in the list, from 0) and `offset`, then one file part of at most `chunkBytes` (8 MiB): the file's bytes from `offset`, which must be what the server holds of it (else `FEEDUPLOAD_001`: ask `getFeedUpload` and resume from its offset). Past the file's declared size: `UPLOAD_001`. Answers the new offsets; a chunk cut off in transit adds nothing.",
  getFeedUpload:
    'Ours: where each file of an upload stands (`offset`: the bytes the server holds), to resume after a dropped connection.',
  importFeedUpload:
    "Ours: once every file has arrived whole (else `FEEDUPLOAD_002`), imports them as one feed with the checks of `uploadFeed`: the .jsonl files side by side, each .zip unpacked beside them (read entry by entry, no limit on the number of entries; a path out of its folder or more than four times the room once unpacked: `IMPORT_004`; not a zip: `IMPORT_003`). `progressKey` follows the work by `getFeedProgress`. The upload ends with the import's outcome; with `IMPORT_001` (another import running) it stays, to be imported again.",
  importData:
    "The records of a feed (docs/import.md), documents as `contentBase64` (a `file` path is refused: the command line `npm run import` reads files). Every record is checked before anything is written: with a problem, `imported` is false, `problems` lists the first 1000 (file `request`, `line` = the record's position from 1, field, why) and nothing is written. Otherwise the feed is written in one transaction and `summary` counts what was created, updated, removed and left unchanged per type. One import runs at a time (`IMPORT_001`). Recorded in the audit log.",
  getClaimReportPolicies:
    "Ours (issue 22, [decisions/0110](decisions/0110-claim-report-drafts.md)): the caller's policies in force on `eventDate` (`dataInizio` ≤ date ≤ `dataScadenza`, not cancelled before it), each with its `kind` (`motor` with a plate, else `damage`) and the coverages a damage report can be about. Only policies that can cover an event: a motor policy, or one whose coverages fit a home or injury event; life, savings and pension policies never; with `event` (`accident`, `home`, `injury`) only those fitting it ([decisions/0139](decisions/0139-claim-report-start-safety-and-policies.md)). `roadsidePhone`: the roadside-assistance number when the policy covers it (an Italian phone number the coverage's text names as one — never an amount or a date —, else `CLAIM_ROADSIDE_PHONE`). A date after today (Rome): `CLAIMREPORT_001`.",
  createClaimReport:
    "A draft on one of the caller's policies for `eventDate`: vehicle A of a CAI is filled from the policy (policyholder, vehicle, plate, insurer, policy number, validity). Another's or an unknown policy: `NOTFOUND_001`; not in force on the date: `CLAIMREPORT_002`; a policy that cannot cover an event (life, savings, no fitting coverage): `CLAIMREPORT_008`; a future date: `CLAIMREPORT_001`; `MAX_CLAIM_DRAFTS` drafts already: `CLAIMREPORT_016`.",
  saveClaimReport:
    "Replaces a draft's data whole. `version` is the one the client read: another save in between (another device) answers `CLAIMREPORT_003` and writes nothing. `data.kind` must be the report's (`CLAIMREPORT_008`), as must a damage `coverage` among the policy's; a changed date is checked as at creation; the injured persons' data (`injured`, or a damage `coverage: injury`) need `healthConsent` (`CLAIMREPORT_007`), saying `injuries: true` does not ([decisions/0136](decisions/0136-the-accidents-of-real-life.md)); an `iban` must be a valid Italian IBAN (`CLAIMREPORT_006`); the inspection's days must be working days, none before today (Rome), and its hours in order (`CLAIMREPORT_019`); a tax code given must be a valid codice fiscale, a policyholder's or a partita IVA (`CLAIMREPORT_020`, `detail` its path). A CAI is saved as its `accidentKind` has it (`caiForKind`: no vehicle B for one vehicle or a hit-and-run). Only a draft is saved (`CLAIMREPORT_004`). Another client's report answers `NOTFOUND_001`, as a missing one.",
  getClaimReport:
    "A report of the caller's with its data and timeline; another's or a missing one: `NOTFOUND_001`.",
  getClaimReports: "The caller's drafts and reports, newest change first.",
  deleteClaimReport:
    'Deletes a draft (or one being signed, not yet signed); a signed one: `CLAIMREPORT_004`.',
  submitClaimReport:
    "Checks the inspection's days (fewer than five, or one not after today: `CLAIMREPORT_019`) and that the draft is complete (`CLAIMREPORT_005`, `detail` the first missing field; the inspection's `place`, five `days` and `from`/`to` hours when a CAI's vehicle A has `visibleDamage` or a damage report's `coverage` is water, fire or other, [decisions/0136](decisions/0136-the-accidents-of-real-life.md); a theft whose `policeReportFileId` is no longer one of its files: `detail` `policeReportFileId`), refuses B's mobile equal to the caller's own verified mobile (`CLAIMB_007`, `detail` `signerB.mobile`: one person cannot sign for both drivers), renders its PDF, answers its SHA-256 and sends a 6-digit code by SMS to the caller's verified mobile (`CLAIMREPORT_009` without one), valid `CLAIM_CODE_MINUTES`. The PDF names the policyholder (name, tax code) and lists every file of the report by name with its `sha256`, read under the report's lock: its files cannot change until it is signed or taken back to a draft ([decisions/0128](decisions/0128-signed-report-binds-its-files.md)). Asked again while `signing`, a new document and code replace the old (60 seconds apart, `RESEND_001`). A CAI with `signerB.mobile` not an Italian mobile: `CLAIMREPORT_017`. The FEA service terms in force not accepted by the caller (`acceptFeaTerms`): `FEATERMS_001`, nothing rendered or sent.",
  getFeaTerms:
    "Ours (issue 34, [decisions/0138](decisions/0138-fea-terms-and-reading-before-signing.md)): the FEA service terms' version in force (`FEA_TERMS_VERSION`) and the last version the caller accepted, with when.",
  acceptFeaTerms:
    'Accepts the FEA service terms of `version`, which must be the one in force (`FEATERMS_001` otherwise): kept with the time, address and browser, and a copy of the terms e-mailed to the caller through the delivery queue in the same transaction. Accepted already: nothing changes, no second e-mail.',
  cancelClaimReportSigning: 'Back to a draft from `signing`, to change it; the code sent no longer works.',
  confirmClaimReport:
    "Signs with the code (FEA, [decisions/0111](decisions/0111-claim-report-signature.md)): the evidence (who, when, the document's SHA-256, the channel) is kept, the signed PDF is e-mailed to the caller. A CAI with driver B's mobile waits for B (`awaitingB`, a link sent to B) up to `CLAIM_REPORT_B_HOURS`, then goes on signed by A alone; any other is `sent` at once. `CLAIMREPORT_010` wrong, `CLAIMREPORT_011` expired or replaced, `CLAIMREPORT_012` after 5 wrong, `CLAIMREPORT_013` already signed.",
  getClaimReportPdf:
    "The report's PDF: while `signing` the document to be signed, once signed the signed one (`Content-Disposition: attachment`). A draft: `CLAIMREPORT_004`.",
  getClaimReportSignLink:
    "Public: what driver B's link shows before signing. Unknown, or its time over: `CLAIMREPORT_014`; signed already: `CLAIMREPORT_015`.",
  sendClaimReportSignCode:
    'Public: sends B a 6-digit code to the mobile A gave (masked in `sentTo`); 60 seconds between sends, 5 an hour.',
  getClaimReportSignPdf: 'Public: the document B is asked to sign.',
  signClaimReportAsB:
    "Public: B signs with the code; the link is then used (`CLAIMREPORT_015`). The report is `sent` signed by both and the PDF e-mailed to A (and to B when B gave an e-mail). The reply carries B's copy of the signed PDF (`copy.pdfBase64`, its `sha256`), the only one B gets without an e-mail.",
  confirmClaimReportSignIdentity:
    "Public: B says who B is before any code ([decisions/0134](decisions/0134-driver-b-signer.md)): name, surname, birth date, driving licence number and, when `italian`, the tax code, checked for its check character (`CLAIMB_002`) and against the name, surname and birth date (`CLAIMB_003`); another field missing or malformed: `CLAIMB_001`, `detail` the field. Kept with the report (its evidence page, the feed's `evidence.identityB`), never in its data. B's tax code equal to A's (the client's): `CLAIMB_007`. Confirmed on this link only: the new link after A accepted B's corrections asks again. Until then `sendClaimReportSignCode`, `signClaimReportAsB`, `declineClaimReportAsB` and `correctClaimReportAsB` answer `CLAIMB_004`.",
  declineClaimReportAsB:
    'Public: B does not agree ("Non concordo"), with a reason of 10 to 1000 characters (`CLAIMB_005`). The report is `sent` at once signed by A alone, `counterpart` `declined`, B\'s reason on its evidence page and in A\'s timeline (`declinedB`); A is e-mailed, the agency gets it in the feed and the webhook; the link is spent.',
  correctClaimReportAsB:
    "Public: B's corrections of B's own sections (`vehicleB`, the CAI's side B). Nothing changed: `CLAIMB_006`; a second correction (after A's answer to the first): `CLAIMB_008`; B's side missing what A's submission needs, or a bad tax code: `CLAIMREPORT_005` / `CLAIMREPORT_020` with the field's path in `detail`. The report goes to `bCorrected`, the link is spent, A is e-mailed and has `CLAIM_REPORT_B_HOURS` to accept or not; unanswered, it goes on signed by A alone, as if not accepted.",
  acceptClaimReportCorrection:
    "A accepts B's corrections (`bCorrected`): B's side replaces A's, and the corrected document is submitted at once as `submitClaimReport` does (its SHA-256, a code to A's mobile). A signs it with `confirmClaimReport`; B then gets a new link and signs that same document (one hash for both).",
  rejectClaimReportCorrection:
    "A does not accept B's corrections: the report is `sent` as A signed it, by A alone, B's proposed changes and A's answer on its evidence page; the feed's `evidence.correctionAccepted` is false.",
  getClaimReportInbox:
    "Staff and Superuser: the reports clients sent, newest first, `limit` (default 50) a page, `after` the previous page's `next`; each with the client's agency id (`clientId`, null once removed), driver B's signature (`counterpart`) and when the agency took it in (`receivedAt`: its PDF opened here or the feed pulled), its desk status (`deskStatus`), assignee and since when the client's messages wait for the branch's answer (`clientWroteAt`, null when none does). Filters: `status` (`sent`, `linked`, `taken`, `closed`), `assignee` (`me`, `none`, a user code), `kind`, `from`/`to` (event dates), `awaitingBranch: true` (only those the client wrote on and the branch has not answered). Reading the list takes nothing in.",
  getStaffClaimReport:
    "Staff and Superuser: a sent report whole (its data, timeline, photos and documents, the signatures' evidence, driver B's state), its desk (assignee, taken in charge, closed and why, the claim's link and whether staff confirmed it, `clientWroteAt`: since when the client's messages wait for an answer), the client's claims to link it to and the staff to assign it to. Opening it takes the report in, like its PDF, and is audited (`claim-report.view`). A draft or a missing report: `NOTFOUND_001`. [decisions/0142](decisions/0142-the-agencys-desk.md).",
  assignClaimReport:
    'Staff and Superuser: assigns a sent report to a staff account by its user code, or to nobody (`null`); audited `claim-report.assign`. Not an enabled staff account: `CLAIMDESK_002`; a closed report: `CLAIMDESK_001`.',
  takeClaimReport:
    "Staff and Superuser: takes a sent report in charge (assigned to the caller when it was nobody's): the client's timeline shows it and the client is e-mailed that there is news (no personal data); audited `claim-report.take`. Taken already or closed: `CLAIMDESK_001`.",
  closeClaimReport:
    "Staff and Superuser: closes a sent report with a reason (one line, at most 500 characters, no control character: `VALIDATION_001`) that the client's timeline shows, the client e-mailed that there is news (no personal data); audited `claim-report.close`. Closed already: `CLAIMDESK_001`.",
  linkClaimReport:
    "Staff and Superuser: links a sent report to a claim of its client in the agency's data by hand, or confirms the automatic link (the same claim): the automatic link never replaces it after; a changed link shows in the client's timeline with the claim's number and the client is e-mailed that there is news; audited `claim-report.link`. A claim not the client's: `CLAIMDESK_003`; a closed report: `CLAIMDESK_001`.",
  getStaffClaimReportPdf:
    "Staff and Superuser: a sent report's signed PDF; a draft or a missing report: `NOTFOUND_001`.",
  getStaffClaimReportFile:
    "Staff and Superuser: a photo or document of a sent report, by the `fileId` its feed line lists; a draft's, or a missing one: `NOTFOUND_001`.",
  getClaimReportFeed:
    "Staff and Superuser: the outbound feed, the reports sent after `since` (a `feedSeq`, 0 from the start) in `feedSeq` order, one JSON object a line (`claimReportFeedLine`), at most `limit` (default 1000); the next call sends the last line's `feedSeq`. Each line lists the report's photos and documents (`files`), each fetched by `getStaffClaimReportFile`; a file's `sha256` is the one the signed report lists beside its name.",
  startClaimReportUpload:
    "Ours (issue 22): starts sending one photo or attachment of a draft report of the caller's, by its name, size and declared type; answers the upload's id and `offset` 0. Refused before any byte: another client's or a missing report (`NOTFOUND_001`, alike), a report already sent (`CLAIMREPORTFILE_005`), a type other than JPEG, PNG, WebP or PDF (`UPLOAD_003`; an empty type is left to the bytes), zero bytes (`CLAIMREPORTFILE_001`), past 15 MB (`UPLOAD_001`), a report with its 20 files or 20 uploads under way (`CLAIMREPORTFILE_002`). `keepPosition` keeps a photo's EXIF position and time as data beside it, never in the image ([decisions/0114](decisions/0114-claim-report-files.md)). A report already sent takes a file when `laterKind` names what it is (medical certificate, repair estimate, police report, invoice, other photo; at most 20 such files): it is not part of the signed document, it is a `fileAdded` event of the timeline and the report comes back in the agency's feed with a new `feedSeq` ([decisions/0140](decisions/0140-after-a-claim-report-is-sent.md)); `requestId` names the branch's open request it answers (else `NOTFOUND_001`). `laterKind` on a draft: `CLAIMREPORT_004`.",
  sendClaimReportChunk:
    "Ours: multipart/form-data with the fields `uploadId` and `offset`, then one file part, at most `chunkBytes` (4 MiB): the bytes from `offset`, which must be the upload's (else `CLAIMREPORTFILE_006`: ask `getUpload` and resume from its offset). Past the declared size: `UPLOAD_001`. Answers the new offset. The chunks wait in the database, so any instance takes the next one; an upload idle for 24 hours is swept.",
  getClaimReportUpload:
    "Ours: where an upload stands (`offset`: the bytes the server holds), to resume after a dropped connection. Another user's upload answers like a missing one.",
  completeClaimReportUpload:
    'Ours: once every byte has arrived (else `CLAIMREPORTFILE_007`), the file is checked by what its bytes are, never by its name: a photo must decode as JPEG, PNG, WebP or HEIC (an iPhone photo; AVIF, GIF, SVG: `UPLOAD_003`; more than 60 million pixels: `UPLOAD_001`, read from its header before decoding) and is re-encoded as JPEG, upright, at most 2560 px, with no metadata at all, plus a 320 px thumbnail; a PDF must begin with its header, end with its end-of-file mark, parse with at least one page (else `CLAIMREPORTFILE_003`, as for a script or HTML) and carry no JavaScript, launch or submit action, embedded file, XFA form or encryption (`CLAIMREPORTFILE_004`); it is kept as sent. A refused file ends its upload. The report is locked meanwhile: no file crosses its submission or its 20th file.',
  getClaimReportFiles:
    "Ours: the files of a report of the caller's (sent ones too), oldest first, and how many more it takes.",
  getClaimReportFile:
    "Ours: a file of the caller's reports as the file itself (`image/jpeg` for a photo, `application/pdf` for a document), or with `thumbnail: true` a photo's 320 px thumbnail (a document has none: `NOTFOUND_001`).",
  deleteClaimReportFile:
    "Ours: deletes a file of a draft of the caller's, its bytes and thumbnail; once the report is sent, `CLAIMREPORTFILE_005`.",
  getClaimReportThread:
    "Ours (issue 34): the thread of a report of the caller's with the branch, oldest first: messages and the branch's requests for documents (`kind` `documentRequest`, `fulfilledAt` once a file answered it). Another client's report answers like a missing one ([decisions/0140](decisions/0140-after-a-claim-report-is-sent.md)).",
  postClaimReportMessage:
    "Ours: the client writes to the branch in a sent report's thread (1 to 2000 characters, lines allowed, no other control character: `VALIDATION_001`); a draft: `CLAIMREPORT_004`; 20 an hour (`LIMIT_001`). The report then waits for the branch's answer at the desk (`clientWroteAt`); no event, no e-mail, no new line in the feed.",
  getStaffClaimReportThread:
    "Staff and Superuser: a sent report's thread; a draft or a missing report: `NOTFOUND_001`. Reading it is not audited and answers nothing.",
  postStaffClaimReportMessage:
    "Staff and Superuser: the branch writes in a sent report's thread; a `branchMessage` event, and the client is e-mailed that there is news (no personal data, a link to the report); the client's messages no longer wait (`clientWroteAt`); audited `claim-report.message` (the message's id, never its text). 60 an hour per staff account (`LIMIT_001`).",
  requestClaimReportDocuments:
    'Staff and Superuser: asks the client for documents (`text` names them); a `documentsRequested` event and the same e-mail; answers what the client wrote, as a message does; audited `claim-report.request-documents`. The request is open until the client uploads a file with its `requestId`.',
  getDatiERecapiti:
    "Ours: the page \"I tuoi dati e recapiti\" (issue 35 item 2): the account's e-mail, the mobile, the residential (`residenza`) and postal (`recapito`) address, the IBAN last asked for (masked), paperless documents; a change the client made wins over the agency's record while it is pending (`pending`, newest first; [decisions/0145](decisions/0145-own-data-changes-and-the-feed.md)). `modes` is the agency's choice of applying an e-mail or address change at once or keeping it as a request (OWN_DATA_EMAIL_MODE, OWN_DATA_ADDRESS_MODE).",
  startEmailChange:
    "Ours, step-up: a 6-digit code (15 minutes, single use, 5 wrong attempts) to the new address; the account keeps its e-mail until the code is confirmed. `OWNDATA_001`: the address is another account's; `OWNDATA_004`: it is already the account's; one code a minute and five an hour (`RESEND_001`). [decisions/0146](decisions/0146-a-change-of-e-mail.md).",
  confirmEmailChange:
    "Ours, step-up: the code sent by `startEmailChange`. Right, the account's e-mail (the login's and the messages') becomes the new one at once, the old address is told, and the change reaches the agency (applied or as a request, by OWN_DATA_EMAIL_MODE). A wrong, used or expired code `EMAIL_002`; the fifth wrong attempt `EMAIL_003` until a new code is asked.",
  changeAddress:
    "Ours, step-up: the residential (`residenza`) or postal (`recapito`) address. An Italian one (`country` IT, the default) is checked against ISTAT's list (`ADDRESS_001` to `ADDRESS_004`: decisions/0147); a foreign one is taken as written. Applied at once or kept as a request by OWN_DATA_ADDRESS_MODE; audited, in the feed and the webhook.",
  changeIban:
    "Ours, step-up: new bank details for refunds and direct debits, always a request the agency confirms (a contact request of reason `coordinateBancarie`; the branch's e-mail carries it masked). `OWNDATA_002`: not the length of its country's IBAN, or a country outside SEPA; `OWNDATA_003`: the check digits (mod 97) do not match. Answers the change, its value masked.",
  setPaperless:
    'Ours, step-up: documents online only (`online: true`) or by post too. Audited, in the feed and the webhook.',
  getOwnDataFeed:
    "Staff and Superuser: the clients' own changes after the sequence `since`, one JSON object a line (`feedSeq`, `changeId`, the client's id in the feed, `kind`, `value` — an IBAN masked —, `previousValue`, `state`, `requestId`); the next call's `since` is the last line's `feedSeq`. Each line is also POSTed, signed, to OWN_DATA_WEBHOOK_URL.",
  getOwnDataIban:
    "Staff and Superuser, step-up: the whole IBAN of a change a client asked for (`clientId` as `searchClients` answers it), audited `client.view-iban`. A change not the client's answers `NOTFOUND_001`.",
  getPaymentOptions:
    'Ours: whether the agency takes instalments online (`online`: a payment provider is configured), so that the web names "Paga la rata" for what it does; otherwise it is a request to the branch. [decisions/0151](decisions/0151-payments-through-stripe-checkout.md).',
  startPayment:
    "Ours: the hosted checkout of one of the caller's instalments (`movimentoId`), at the provider, for the amount the server holds (the instalment's premio in cents: any amount in the body is ignored). The same instalment tapped again answers the same checkout while it is open (the provider asked first: paid meanwhile answers `PAGAMENTO_003`; a delayed method's completed checkout answers that payment's page, `/pagamento/<id>`). `NOTFOUND_001`: no such instalment among the client's (another client's answers alike); `PAGAMENTO_001`: no provider configured; `PAGAMENTO_002`: not 'Da pagare', no positive amount, or its policy being refreshed; `PAGAMENTO_003`: already paid online; `PAGAMENTO_004`: the provider unreachable or refusing (nothing charged or marked). Audited `payment.start`.",
  getPayment:
    "Ours: one of the caller's payments, as the return page shows it (`open`, `paid`, `cancelled`, `failed`, `expired`, `refunded`). While it is open the provider is asked for the checkout's state, so a notification still on its way does not keep the client waiting. Another's answers `NOTFOUND_001`.",
  cancelPayment:
    "Ours: the client came back from the provider's page without paying: the checkout is ended at the provider and the payment marked `cancelled`, unless the provider says it was paid meanwhile (then `paid`). A payment no longer open answers as it is. `PAGAMENTO_004`: the provider could not be reached (nothing changed).",
  receivePaymentNotification:
    "The payment provider's notifications (Stripe: `checkout.session.completed`, `checkout.session.async_payment_succeeded`, `checkout.session.async_payment_failed`, `checkout.session.expired`, `charge.refunded`). Public: believed only when the provider's signature verifies on the exact bytes received (`Stripe-Signature`, five minutes' tolerance); forged, altered or old `PAGAMENTO_005`; no provider configured `PAGAMENTO_001`. The same event twice changes nothing. Amount and currency are checked against the payment; each change is audited.",
  listPayments:
    "Ours (Staff and Superuser): the payments taken online, newest first, by the payment's day in Rome (`from`, `to`: the day paid, or begun when never paid), `state` and policy number (`numeroPolizza`, exact); at most `limit` (default 50, at most 100) a page, `after` the previous page's `next`. Each with the client (the id in the feed and the name), the amount and what was refunded in integer cents, the provider's reference, and `feedStillDue`: paid here while the agency's last import still gives the instalment 'Da pagare'. [decisions/0153](decisions/0153-receipts-and-the-agencys-books.md).",
  getPaymentsFeed:
    "Ours (Staff and Superuser): the agency's books, after the sequence `since`, one JSON object a line: each payment that became paid, and each refund (`state` `refunded`, `refundedCents`), with `feedSeq`, `paymentId`, the client's id in the feed, policy, `titolo`, due day, `amountCents`, the provider and its reference, `paidAt`, `recordedAt`; the next call's `since` is the last line's `feedSeq`, in the order the lines committed. Each line is also POSTed, signed, to PAYMENTS_WEBHOOK_URL.",
};
