/**
 * The entry to "Denuncia un sinistro" (issue 22) on the home, the claims page and a policy's page: a file of
 * its own, loaded with those pages, not with every page (the app's entry).
 */
export const claimReportEntry = {
  action: 'Denuncia un sinistro',
} as const;
