import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import type { PrivacyTemplateAdmin } from './admin.js';

/**
 * The agency's privacy template versions through the admin API (Superuser): listed, written as drafts,
 * published, withdrawn; each act in the audit log with who did it (docs/decisions/0047).
 */
export const privacyStaffRoutes =
  (templates: PrivacyTemplateAdmin): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.getPrivacyTemplates, async ({ body }) => ({
      templates: await templates.list(body.type),
    }));

    route(
      app,
      endpoints.createPrivacyTemplate,
      async ({ identity, body: { userID: _caller, ...template } }) => ({
        template: await templates.create(identity.userCode, template),
      }),
    );

    const templateActs = [
      [endpoints.publishPrivacyTemplate, 'publish'],
      [endpoints.withdrawPrivacyTemplate, 'withdraw'],
    ] as const;
    for (const [endpoint, act] of templateActs) {
      route(app, endpoint, async ({ identity, body }) => ({
        template: await templates[act](identity.userCode, body.id),
      }));
    }
  };
