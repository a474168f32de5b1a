import {
  ApiPath,
  contentActRequest,
  createLoginMessageRequest,
  createPrivacyTemplateRequest,
  ErrorCode,
  loginMessageReply,
  loginMessagesReply,
  loginMessagesRequest,
  privacyTemplateReply,
  privacyTemplatesReply,
  privacyTemplatesRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sessionRoute } from '../../http/route.js';
import type { LoginMessageAdmin } from '../messages/index.js';
import type { PrivacyTemplateAdmin } from '../privacy/index.js';

/** What publishing and withdrawing answer beyond the common codes. */
const ACT_ERRORS = [ErrorCode.NOT_FOUND, ErrorCode.CONTENT_STATE] as const;

/**
 * The agency's login messages and privacy template versions through the admin API (Superuser): listed,
 * written as drafts, published, withdrawn; each act in the audit log with who did it (docs/decisions/0047).
 */
export const contentAdminRoutes =
  (messages: LoginMessageAdmin, templates: PrivacyTemplateAdmin): FastifyPluginAsync =>
  async (app) => {
    sessionRoute(
      app,
      ApiPath.getLoginMessages,
      {
        access: 'superuser',
        body: loginMessagesRequest,
        reply: loginMessagesReply,
        notes: 'The newest 500 messages, drafts and withdrawn ones included, with their state and audience.',
      },
      async () => ({ messages: await messages.list() }),
    );

    sessionRoute(
      app,
      ApiPath.createLoginMessage,
      {
        access: 'superuser',
        body: createLoginMessageRequest,
        reply: loginMessageReply,
        errors: [ErrorCode.MESSAGE_UNKNOWN_RECIPIENT, ErrorCode.MESSAGE_EMPTY, ErrorCode.MESSAGE_EXPIRED],
        notes:
          'A draft, shown to nobody until published. `testo` is cleaned of any HTML but `p br strong em b i ul ol li ' +
          'a h2 h3`; a link keeps an `http(s)`, `mailto` or relative `href` only, and opens in a new window. ' +
          "`audience`: `'all'`, or the user IDs of the clients it is for (`MESSAGE_001` if one has no account: " +
          'nothing is written). `mostraSempre`: shown at every login, else until confirmed once.',
      },
      async ({ identity, body: { userID: _caller, ...message } }) => ({
        message: await messages.create(identity.userCode, message),
      }),
    );

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

    const messageActs = [
      [ApiPath.publishLoginMessage, 'publish', 'Shows a draft from now on (`CONTENT_001` for any other).'],
      [
        ApiPath.withdrawLoginMessage,
        'withdraw',
        'Shows the message no more, for good (a draft is discarded; `CONTENT_001` if withdrawn already).',
      ],
    ] as const;
    for (const [path, act, notes] of messageActs) {
      const errors = act === 'publish' ? [...ACT_ERRORS, ErrorCode.MESSAGE_EXPIRED] : ACT_ERRORS;
      sessionRoute(
        app,
        path,
        { access: 'superuser', body: contentActRequest, reply: loginMessageReply, errors, notes },
        async ({ identity, body }) => ({ message: await messages[act](identity.userCode, body.id) }),
      );
    }

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
