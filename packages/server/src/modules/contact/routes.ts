import {
  ApiPath,
  ErrorCode,
  emptyRequest,
  formContattiReply,
  formContattiRequest,
  getFilialeReply,
  publicFormContattiRequest,
} from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicRoute, sessionRoute } from '../../http/route.js';
import type { ContactService } from './service.js';

/** What both forms answer beside `{ result: true }` (docs/decisions/0030). */
const errors = [
  ErrorCode.CONTACT_MISSING_DATA,
  ErrorCode.CONTACT_BAD_CONTACT,
  ErrorCode.CONTACT_TOO_MANY,
  ErrorCode.DELIVERY_FAILED,
];

/** The two contact forms (SPEC §7). */
export const contactRoutes =
  (contact: ContactService): FastifyPluginAsync =>
  async (app) => {
    sessionRoute(
      app,
      ApiPath.formContatti,
      {
        access: 'user',
        body: formContattiRequest,
        reply: formContattiReply,
        notes:
          "`oggetto`: `'0'` Assistenza su un sinistro, `'1'` Informazioni generali; `testo` at most 4000 characters; `nome`, `cognome`, `email`, `telefono` absent or blank: the client's own; `polizza`: a policy number of the caller's; `centroConvenzionatoId`: an id from `getCentriConvenzionati`; `cliente`, `banca`: ignored. Stored and e-mailed to the client's branch (or `CONTACT_EMAIL`), Reply-To the client. Checked in this order: `FORMCONTATTI_002` (a name or the subject missing, the message blank), `FORMCONTATTI_003` (neither a valid e-mail of at most 128 characters nor a phone of 6–15 digits), `NOTFOUND_001` (a policy not the caller's, or no such centre), `FORMCONTATTI_001` (5 an hour per user, 20 per address).",
        // NOTFOUND_001: a policy or repair centre named that the client cannot see.
        errors: [...errors, ErrorCode.NOT_FOUND],
      },
      async ({ identity, body, client }) => {
        await contact.submit(identity, body, client);
        return { result: true as const };
      },
    );

    sessionRoute(
      app,
      ApiPath.getFiliale,
      {
        access: 'user',
        body: emptyRequest.optional(),
        reply: getFilialeReply,
        notes:
          "The caller's branch: `nome`, `banca`, `telefono` and `orari` (its opening hours), each as the agency's feed sends it, or `null`; `filiale` is `null` when the account has no client or the client no branch. Never the branch's e-mail.",
      },
      async ({ identity }) => ({ filiale: await contact.branchOf(identity) }),
    );

    publicRoute(
      app,
      ApiPath.publicFormContatti,
      {
        body: publicFormContattiRequest,
        reply: formContattiReply,
        notes:
          "`userID`: `0`, `'0'` or `''`; `oggetto`: `'0'` Assistenza per Registrazione / Accesso, `'1'` Informazioni sui prodotti; `privacy` must be `true` (`FORMCONTATTI_002`). Stored and e-mailed to `CONTACT_EMAIL`. `FORMCONTATTI_001`: 3 an hour per e-mail or phone, 5 per address.",
        errors,
      },
      async ({ body, client }) => {
        await contact.submitPublic(body, client);
        return { result: true as const };
      },
    );
  };
