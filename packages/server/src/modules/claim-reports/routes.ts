import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import { followReports } from './follow.js';
import { policiesInForce } from './policies.js';
import type { ClaimReportParts, ClaimReports } from './service.js';

/** The client's calls, driver B's public ones, and the agency's (docs/decisions/0110, 0111). */
export const claimReportRoutes =
  (parts: ClaimReportParts, reports: ClaimReports): FastifyPluginAsync =>
  async (app) => {
    const { db, clock, today } = parts;
    const { drafts, signing, counterpart, desk } = reports;

    route(app, endpoints.getClaimReportPolicies, async ({ identity, body }) => ({
      policies: await policiesInForce(db, identity.clientId, body.eventDate, today()),
    }));
    route(app, endpoints.createClaimReport, ({ identity, body }) =>
      drafts.create(identity, body.dossierId, body.eventDate),
    );
    route(app, endpoints.saveClaimReport, ({ identity, body }) =>
      drafts.save(identity, body.reportId, body.version, body.data),
    );
    route(app, endpoints.getClaimReport, async ({ identity, body }) => {
      await followReports(db, identity.userId, identity.clientId, clock.now());
      return drafts.get(identity, body.reportId);
    });
    route(app, endpoints.getClaimReports, async ({ identity }) => {
      await followReports(db, identity.userId, identity.clientId, clock.now());
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

    route(app, endpoints.getClaimReportSignLink, ({ body }) => counterpart.link(body.token));
    route(app, endpoints.sendClaimReportSignCode, ({ body }) => counterpart.sendCode(body.token));
    route(app, endpoints.getClaimReportSignPdf, ({ body }) => counterpart.document(body.token));
    route(app, endpoints.signClaimReportAsB, ({ body, client }) =>
      counterpart.sign(body.token, body.code, client),
    );

    route(app, endpoints.getClaimReportInbox, ({ identity, body }) => desk.inbox(identity, body));
    route(app, endpoints.getStaffClaimReportPdf, ({ body }) => desk.document(body.reportId));
    route(app, endpoints.getClaimReportFeed, ({ body }) => desk.feed(body));
  };
