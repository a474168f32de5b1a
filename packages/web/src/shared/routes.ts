import { withReturn } from './returnPath';

/** Every route path of the app, in one place (SPEC §2). Patterns for the router, builders for links. */
export const RoutePattern = {
  home: '/',
  homeMessage: '/m/:messageCode',
  login: '/login',
  loginMessage: '/login/:messageCode',
  logout: '/logout',
  registration: '/registrazione',
  passwordRecovery: '/recupero-password',
  passwordRecoveryCode: '/recupero-password/:changePasswordCode',
  firstAccess: '/first',
  sso: '/inbanklogin',
  contacts: '/contatti',
  profile: '/profilo',
  profileMessage: '/profilo/:messageCode',
  profilePhone: '/profilo/modifica-cellulare',
  profilePhoneConfirm: '/profilo/conferma-cellulare',
  /** Ours: the client's own data, changed in the area (issue 35 item 2, docs/decisions/0145). */
  ownData: '/profilo/dati-e-recapiti',
  /** Ours: the profile's other pages, reached from its menu (docs/decisions/0149). */
  profileSecurity: '/profilo/sicurezza',
  profilePrivacyData: '/profilo/privacy-e-dati',
  /** Ours: the client's passkeys (docs/decisions/0093). */
  profilePasskeys: '/profilo/passkey',
  /** Ours: the second factor after a password login and its set-up (decisions/0091). */
  secondFactor: '/secondo-fattore',
  secondFactorSetup: '/secondo-fattore/attiva',
  admin: '/admin',
  loginPrivacy: '/login-privacy/:privacyType',
  loginMessages: '/login-messages/',
  loginPasswordChange: '/login-password-change/',
  /** Ours: a staff member confirms the mobile the account was made with (docs/decisions/0131). */
  staffPhone: '/verifica-cellulare',
  dossier: '/polizza/:dossierId',
  claims: '/sinistri',
  claim: '/sinistro/:sinistroId',
  /** Ours: reporting a claim online (issue 22): the start (date and policy), then a report by its id and step. */
  claimReport: '/denuncia-sinistro',
  claimReportDraft: '/denuncia-sinistro/:reportId/:passo?',
  /** Ours: driver B signs the same CAI from the link sent by SMS or e-mail, without an account. */
  counterpartSign: '/firma-constatazione/:token',
  documents: '/documenti',
  /** Ours: "Le tue richieste" and one request by its number (issue 35, docs/decisions/0143). */
  requests: '/richieste',
  request: '/richieste/:numero',
  /** Ours: where the payment provider's checkout sends the client back (issue 36): `?esito=completato|annullato`. */
  payment: '/pagamento/:paymentId',
  products: '/prodotti',
  privacy: '/privacy',
  cookie: '/cookie',
  accessibility: '/dichiarazione-accessibilita',
  /** Ours: the advanced electronic signature (FEA) as DPCM 22/02/2013 art. 57 asks it described, public. */
  feaInfo: '/firma-elettronica-avanzata',
  notFound: '/not-found',
} as const;

export const paths = {
  home: () => RoutePattern.home,
  homeMessage: (code: string) => `/m/${encodeURIComponent(code)}`,
  /** /login, with the page to return to after the login when there is one (docs/decisions/0089). */
  login: (returnTo?: string | null) => withReturn(RoutePattern.login, returnTo),
  loginMessage: (code: string, returnTo?: string | null) =>
    withReturn(`/login/${encodeURIComponent(code)}`, returnTo),
  logout: () => RoutePattern.logout,
  registration: () => RoutePattern.registration,
  passwordRecovery: () => RoutePattern.passwordRecovery,
  passwordRecoveryCode: (code: string) => `/recupero-password/${encodeURIComponent(code)}`,
  firstAccess: (code: string) => `/first?code=${encodeURIComponent(code)}`,
  sso: (data: string) => `/inbanklogin?data=${encodeURIComponent(data)}`,
  /** /contatti, optionally about a policy (`?dossier=`) and asking for a repair centre (`?centro_convenzionato`). */
  contacts: (about: { dossier?: string; repairCentre?: boolean } = {}) => {
    const query = [
      about.dossier ? `dossier=${encodeURIComponent(about.dossier)}` : null,
      about.repairCentre ? 'centro_convenzionato' : null,
    ].filter(Boolean);
    return query.length > 0 ? `${RoutePattern.contacts}?${query.join('&')}` : RoutePattern.contacts;
  },
  profile: () => RoutePattern.profile,
  profileMessage: (code: string) => `/profilo/${encodeURIComponent(code)}`,
  profilePhone: () => RoutePattern.profilePhone,
  profilePhoneConfirm: () => RoutePattern.profilePhoneConfirm,
  ownData: () => RoutePattern.ownData,
  profilePasskeys: () => RoutePattern.profilePasskeys,
  profileSecurity: () => RoutePattern.profileSecurity,
  profilePrivacyData: () => RoutePattern.profilePrivacyData,
  admin: () => RoutePattern.admin,
  loginPrivacy: (privacyType: string) => `/login-privacy/${encodeURIComponent(privacyType)}`,
  loginMessages: () => RoutePattern.loginMessages,
  loginPasswordChange: () => RoutePattern.loginPasswordChange,
  staffPhone: () => RoutePattern.staffPhone,
  dossier: (dossierId: number | string) => `/polizza/${encodeURIComponent(String(dossierId))}`,
  claims: () => RoutePattern.claims,
  claim: (sinistroId: number | string) => `/sinistro/${encodeURIComponent(String(sinistroId))}`,
  /** The start of a report, the policy already chosen when it comes from a policy's page. */
  claimReport: (dossierId?: number) =>
    dossierId === undefined ? RoutePattern.claimReport : `${RoutePattern.claimReport}?polizza=${dossierId}`,
  claimReportDraft: (reportId: string, step?: string) =>
    `${RoutePattern.claimReport}/${encodeURIComponent(reportId)}${step ? `/${encodeURIComponent(step)}` : ''}`,
  documents: () => RoutePattern.documents,
  requests: () => RoutePattern.requests,
  request: (numero: string) => `/richieste/${encodeURIComponent(numero)}`,
  payment: (paymentId: number) => `/pagamento/${paymentId}`,
  products: () => RoutePattern.products,
  privacy: () => RoutePattern.privacy,
  cookie: () => RoutePattern.cookie,
  accessibility: () => RoutePattern.accessibility,
  feaInfo: () => RoutePattern.feaInfo,
  notFound: () => RoutePattern.notFound,
} as const;

/**
 * The privacy notice's section on the data of a claim reported online (GDPR arts. 13 and 14): the wizard and
 * driver B's signing page link to it (docs/decisions/0122).
 */
export const CLAIM_DATA_NOTICE_SECTION = 'denuncia-sinistro';

/** Anchors of the profile's sections that other pages link to (the new-access notice). */
export const PROFILE_SECTION_IDS = {
  accesses: 'accessi-recenti',
  password: 'cambio-password',
} as const;
