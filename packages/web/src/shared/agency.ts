/**
 * The agency that runs this Area Clienti, as the legal pages name it: the data controller of the privacy
 * notice and the contacts of the cookie policy and of the accessibility declaration. The demo agency's
 * values: an agency replaces them before going live (docs/decisions/0026).
 */
export const agency = {
  legalName: 'Agenzia Assicurativa Esempio S.r.l.',
  address: 'Via del Corso 100, 00186 Roma',
  vatNumber: '01234567890',
  /** Registro unico degli intermediari assicurativi (IVASS), section A. */
  ruiNumber: 'A000123456',
  email: 'assistenza@agenzia.example.it',
  pec: 'agenzia.esempio@pec.example.it',
  privacyEmail: 'privacy@agenzia.example.it',
  dpoEmail: 'dpo@agenzia.example.it',
  accessibilityEmail: 'accessibilita@agenzia.example.it',
} as const;

/** When the legal texts were last written or reviewed (shown on each page). */
export const LEGAL_TEXTS_DATE = '22 novembre 2026';
