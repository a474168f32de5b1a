import { ErrorCode, endpoints } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { claimReportFileErrorMessage } from './claim-report-files';

describe('claimReportFileErrorMessage', () => {
  it("says in Italian what is wrong for every code a report's file calls answer of their own", () => {
    const codes = new Set([
      ...endpoints.startClaimReportUpload.errors,
      ...endpoints.sendClaimReportChunk.errors,
      ...endpoints.completeClaimReportUpload.errors,
      ...endpoints.deleteClaimReportFile.errors,
    ]);
    for (const code of codes)
      expect(claimReportFileErrorMessage(code), code).toMatch(/file|PDF|denuncia|caricamento/i);
    expect(claimReportFileErrorMessage(ErrorCode.UPLOAD_TOO_LARGE)).toContain('15 MB');
    expect(claimReportFileErrorMessage(ErrorCode.CLAIMREPORT_FILE_TOO_MANY)).toContain('20 file');
    expect(claimReportFileErrorMessage(ErrorCode.VALIDATION)).toBeNull();
  });
});
