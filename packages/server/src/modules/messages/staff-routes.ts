import {
  ApiPath,
  contentActRequest,
  createLoginMessageRequest,
  ErrorCode,
  loginMessageReply,
  loginMessagesReply,
  loginMessagesRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { sessionRoute } from '../../http/route.js';
import { CONTENT_ACT_ERRORS as ACT_ERRORS } from '../../shared/content-lifecycle.js';
import type { LoginMessageAdmin } from './admin.js';

/**
 * The agency's login messages through the admin API (Superuser): listed, written as drafts, published,
 * withdrawn; each act in the audit log with who did it (docs/decisions/0047).
 */
export const messageStaffRoutes =
  (messages: LoginMessageAdmin): FastifyPluginAsync =>
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
  };
