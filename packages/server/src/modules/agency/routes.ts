import { type AgencyIdentity, ApiPath, emptyRequest, getAgenziaReply } from '@area-clienti/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';

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
  (config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const agenzia = agencyIdentity(config);
    app.post(
      ApiPath.getAgenzia,
      {
        schema: { body: emptyRequest.optional(), response: { 200: getAgenziaReply } },
        config: { access: 'public' },
      },
      async () => ({ status: 'OK' as const, agenzia }),
    );
  };
