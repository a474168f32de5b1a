import {
  ApiPath,
  contentActRequest,
  createPrivacyTemplateRequest,
  ErrorCode,
  privacyTemplateReply,
  privacyTemplatesReply,
  privacyTemplatesRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sessionRoute } from '../../http/route.js';
import { CONTENT_ACT_ERRORS as ACT_ERRORS } from '../../shared/content-lifecycle.js';
import type { PrivacyTemplateAdmin } from './admin.js';

/**
 * The agency's privacy template versions through the admin API (Superuser): listed, written as drafts,
 * published, withdrawn; each act in the audit log with who did it (docs/decisions/0047).
 */
export const privacyStaffRoutes =
  (templates: PrivacyTemplateAdmin): FastifyPluginAsync =>
  async (app) => {
    sessionRoute(
      app,
      ApiPath.getPrivacyTemplates,
      {
        access: 'superuser',
        body: privacyTemplatesRequest,
        reply: privacyTemplatesReply,
        notes: 'The versions of every type (or of `type`), newest first; `current` marks the one in force.',
      },
      async ({ body }) => ({ templates: await templates.list(body.type) }),
    );

    sessionRoute(
      app,
      ApiPath.createPrivacyTemplate,
      {
        access: 'superuser',
        body: createPrivacyTemplateRequest,
        reply: privacyTemplateReply,
        errors: [ErrorCode.TEMPLATE_DUPLICATE],
        notes:
          'A draft version, asked of nobody until published. `items`: `privacy01value`..`privacy19value`, each the ' +
          'plain text of a consent (no `<` or `>`), at least one. A `templateID` its type has already: `TEMPLATE_001`.',
      },
      async ({ identity, body: { userID: _caller, ...template } }) => ({
        template: await templates.create(identity.userCode, template),
      }),
    );

    const templateActs = [
      [
        ApiPath.publishPrivacyTemplate,
        'publish',
        'Makes a draft the version in force of its type: every client who has not answered it has a privacy ' +
          'update pending (`privacyUpdates`). `CONTENT_001` for a version that is not a draft.',
      ],
      [
        ApiPath.withdrawPrivacyTemplate,
        'withdraw',
        'Takes a version out for good; when it was in force, the latest published version not withdrawn is in ' +
          'force again (or none). `CONTENT_001` if withdrawn already.',
      ],
    ] as const;
    for (const [path, act, notes] of templateActs) {
      sessionRoute(
        app,
        path,
        {
          access: 'superuser',
          body: contentActRequest,
          reply: privacyTemplateReply,
          errors: ACT_ERRORS,
          notes,
        },
        async ({ identity, body }) => ({ template: await templates[act](identity.userCode, body.id) }),
      );
    }
  };
