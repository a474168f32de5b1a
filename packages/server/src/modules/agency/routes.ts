import { type AgencyIdentity, endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.js';
import { route } from '../../http/route.js';

export function agencyIdentity(config: Config): AgencyIdentity {
  return {
    legalName: config.AGENCY_LEGAL_NAME,
    address: config.AGENCY_ADDRESS,
    vatNumber: config.AGENCY_VAT_NUMBER,
    ruiNumber: config.AGENCY_RUI_NUMBER,
    email: config.AGENCY_EMAIL,
    pec: config.AGENCY_PEC,
    privacyEmail: config.AGENCY_PRIVACY_EMAIL,
    dpoEmail: config.AGENCY_DPO_EMAIL,
    accessibilityEmail: config.AGENCY_ACCESSIBILITY_EMAIL,
  };
}

/** Public: the legal pages are read by visitors too. The identity comes from configuration, not the build. */
export const agencyRoutes =
  (config: Config): FastifyPluginAsync =>
  async (app) => {
    const agenzia = agencyIdentity(config);
    route(app, endpoints.getAgenzia, async () => ({
      agenzia,
    }));
  };
