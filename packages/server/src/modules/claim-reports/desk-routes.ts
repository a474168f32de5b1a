import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import type { ClaimReports } from './service.js';

/** The agency's desk in the console (issue 34 item 7, docs/decisions/0142): Staff and Superuser. */
export const claimReportDeskRoutes =
  (reports: ClaimReports): FastifyPluginAsync =>
  async (app) => {
    const { handling } = reports;
    route(app, endpoints.getStaffClaimReport, ({ identity, body }) => handling.open(identity, body.reportId));
    route(app, endpoints.assignClaimReport, ({ identity, body }) =>
      handling.assign(identity, body.reportId, body.assignee),
    );
    route(app, endpoints.takeClaimReport, ({ identity, body }) => handling.take(identity, body.reportId));
    route(app, endpoints.closeClaimReport, ({ identity, body }) =>
      handling.close(identity, body.reportId, body.reason),
    );
    route(app, endpoints.linkClaimReport, ({ identity, body }) =>
      handling.link(identity, body.reportId, body.sinistroId),
    );
  };
