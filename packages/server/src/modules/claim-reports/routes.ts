import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import { scopeOf } from '../../shared/staff-scope.js';
import { followReports } from './follow.js';
import { policiesInForce } from './policies.js';
import type { ClaimReportParts, ClaimReports } from './service.js';

/** The client's calls, driver B's public ones, and the agency's (docs/decisions/0110, 0111). */
export const claimReportRoutes =
  (parts: ClaimReportParts, reports: ClaimReports): FastifyPluginAsync =>
  async (app) => {
    const { db, clock, today, config } = parts;
    const { drafts, signing, counterpart, voice, correction, desk, thread, tellNews, terms } = reports;

    route(app, endpoints.getClaimReportPolicies, async ({ identity, body }) => ({
      policies: await policiesInForce(db, identity.clientId, body.eventDate, today(), {
        roadside: config.CLAIM_ROADSIDE_PHONE,
        event: body.event,
      }),
    }));
    route(app, endpoints.createClaimReport, ({ identity, body }) =>
      drafts.create(identity, body.dossierId, body.eventDate),
    );
    route(app, endpoints.saveClaimReport, ({ identity, body }) =>
      drafts.save(identity, body.reportId, body.version, body.data),
    );
    route(app, endpoints.getClaimReport, async ({ identity, body }) => {
      await followReports(db, identity.userId, identity.clientId, clock.now(), tellNews);
      return drafts.get(identity, body.reportId);
    });
    route(app, endpoints.getClaimReports, async ({ identity }) => {
      await followReports(db, identity.userId, identity.clientId, clock.now(), tellNews);
      return drafts.list(identity);
    });
    route(app, endpoints.deleteClaimReport, ({ identity, body }) => drafts.delete(identity, body.reportId));
    route(app, endpoints.submitClaimReport, ({ identity, body }) =>
      signing.submit(identity, body.reportId, body.version),
    );
    route(app, endpoints.cancelClaimReportSigning, ({ identity, body }) =>
      signing.cancel(identity, body.reportId),
    );
    route(app, endpoints.confirmClaimReport, ({ identity, body, client }) =>
      signing.confirm(identity, body.reportId, body.code, client),
    );
    route(app, endpoints.getClaimReportPdf, ({ identity, body }) =>
      signing.document(identity, body.reportId),
    );

    route(app, endpoints.getFeaTerms, ({ identity }) => terms.status(identity));
    route(app, endpoints.acceptFeaTerms, ({ identity, body, client }) =>
      terms.accept(identity, body.version, client),
    );

    route(app, endpoints.getClaimReportSignLink, ({ body }) => counterpart.link(body.token));
    route(app, endpoints.sendClaimReportSignCode, ({ body }) =>
      counterpart.sendCode(body.token, body.feaTermsVersion),
    );
    route(app, endpoints.getClaimReportSignPdf, ({ body }) => counterpart.document(body.token));
    route(app, endpoints.signClaimReportAsB, ({ body, client }) =>
      counterpart.sign(body.token, body.code, client),
    );
    route(app, endpoints.confirmClaimReportSignIdentity, ({ body, client }) =>
      voice.confirmIdentity(body.token, body.identity, client),
    );
    route(app, endpoints.declineClaimReportAsB, ({ body }) => voice.decline(body.token, body.reason));
    route(app, endpoints.correctClaimReportAsB, ({ body }) => voice.correct(body.token, body.vehicleB));
    route(app, endpoints.acceptClaimReportCorrection, ({ identity, body }) =>
      correction.accept(identity, body.reportId, body.version),
    );
    route(app, endpoints.rejectClaimReportCorrection, ({ identity, body }) =>
      correction.reject(identity, body.reportId),
    );

    route(app, endpoints.getClaimReportInbox, ({ identity, body }) => desk.inbox(identity, body));
    route(app, endpoints.getStaffClaimReportPdf, ({ identity, body }) =>
      desk.document(body.reportId, scopeOf(identity)),
    );
    route(app, endpoints.getClaimReportFeed, ({ body }) => desk.feed(body));

    // The thread after sending, both sides, and the branch's requests for documents (decisions/0140).
    route(app, endpoints.getClaimReportThread, ({ identity, body }) =>
      thread.list(identity.userId, body.reportId),
    );
    route(app, endpoints.postClaimReportMessage, ({ identity, body }) =>
      thread.post(identity.userId, body.reportId, body.text),
    );
    route(app, endpoints.getStaffClaimReportThread, ({ identity, body }) =>
      thread.staffList(body.reportId, scopeOf(identity)),
    );
    route(app, endpoints.postStaffClaimReportMessage, ({ identity, body }) =>
      thread.staffPost(identity, body.reportId, body.text, 'message'),
    );
    route(app, endpoints.requestClaimReportDocuments, ({ identity, body }) =>
      thread.staffPost(identity, body.reportId, body.text, 'documentRequest'),
    );
  };
