import type { ClaimDocumentInput, claimReportPdf, SignedClaimPdfInput } from './claim-report-pdf.js';
import type { loadSealer, Sealer } from './seal.js';

type ClaimReportPdf = ReturnType<typeof claimReportPdf>;

/**
 * The claim report's documents (the port of `claim-reports`) with their libraries loaded at the first
 * document, not at the server's start: pdf-lib, @signpdf and node-forge take about a second to load, which
 * every start would otherwise pay before it answers (and before it says its database does not answer yet).
 * The sealer is the one main.ts opened before the start, or else (an app a test builds) opened from the
 * configuration at the first document.
 */
export function claimReportPdfOf(config: Parameters<typeof loadSealer>[0], sealer?: Sealer) {
  let made: Promise<ClaimReportPdf> | undefined;
  const pdf = () => {
    made ??= (async () => {
      const [{ claimReportPdf }, { loadSealer }] = await Promise.all([
        import('./claim-report-pdf.js'),
        import('./seal.js'),
      ]);
      return claimReportPdf({
        sealer: sealer ?? (await loadSealer(config)),
        agencyName: config.AGENCY_LEGAL_NAME,
      });
    })();
    return made;
  };
  return {
    render: async (input: ClaimDocumentInput) => (await pdf()).render(input),
    sign: async (input: SignedClaimPdfInput) => (await pdf()).sign(input),
  };
}
