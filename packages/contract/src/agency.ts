import { z } from 'zod';
import { okReply } from './envelope.js';

/** The agency that runs this Area Clienti, as its legal pages name it (server configuration AGENCY_*). */
export const agencyIdentity = z.object({
  legalName: z.string(),
  address: z.string(),
  vatNumber: z.string(),
  /** Registro unico degli intermediari assicurativi (IVASS). */
  ruiNumber: z.string(),
  email: z.string(),
  pec: z.string(),
  privacyEmail: z.string(),
  dpoEmail: z.string(),
  accessibilityEmail: z.string(),
});
export type AgencyIdentity = z.infer<typeof agencyIdentity>;
export const getAgenziaReply = okReply({ agenzia: agencyIdentity });
