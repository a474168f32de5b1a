import { endpoints } from '@area-clienti/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route.js';
import { scopeOf } from '../../shared/staff-scope.js';
import type { ClaimReportFiles } from './service.js';

/** The client's calls on a report's photos and attachments (access `user`; docs/decisions/0114), and the agency's copy. */
export const claimReportFileRoutes =
  (service: ClaimReportFiles): FastifyPluginAsync =>
  async (app) => {
    route(app, endpoints.startClaimReportUpload, async ({ identity, body }) => ({
      upload: await service.start(identity.userId, body),
    }));

    route(app, endpoints.sendClaimReportChunk, async ({ identity, body, files }) => {
      const [chunk] = files;
      if (!chunk) throw new Error('the upload helper hands at least one file');
      return {
        upload: await service.chunk(identity.userId, body.uploadId, Number(body.offset), chunk.content),
      };
    });

    route(app, endpoints.getClaimReportUpload, async ({ identity, body }) => ({
      upload: await service.status(identity.userId, body.uploadId),
    }));

    route(app, endpoints.completeClaimReportUpload, async ({ identity, body }) => ({
      file: await service.complete(identity.userId, body.uploadId),
    }));

    route(app, endpoints.getClaimReportFiles, async ({ identity, body }) =>
      service.list(identity.userId, body.reportId),
    );

    route(app, endpoints.getClaimReportFile, async ({ identity, body }) =>
      service.open(identity.userId, body.fileId, body.thumbnail === true),
    );

    route(app, endpoints.getStaffClaimReportFile, async ({ identity, body }) =>
      service.openForStaff(body.fileId, scopeOf(identity)),
    );

    route(app, endpoints.deleteClaimReportFile, async ({ identity, body }) => {
      await service.delete(identity.userId, body.fileId);
      return { deleted: true as const };
    });
  };
