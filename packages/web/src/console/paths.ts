import { RoutePattern } from '@/shared/routes';

/**
 * The console's addresses under /admin (console.html, docs/decisions/0096), kept with the console rather
 * than in shared/routes.ts so that no client page downloads them (the client bundles' budget).
 */
export const consolePattern = {
  clients: `${RoutePattern.admin}/clienti`,
  client: `${RoutePattern.admin}/clienti/:clientId`,
  inbox: `${RoutePattern.admin}/richieste`,
  inboxRequest: `${RoutePattern.admin}/richieste/:requestId`,
  claimReports: `${RoutePattern.admin}/denunce`,
  claimReport: `${RoutePattern.admin}/denunce/:reportId`,
  messages: `${RoutePattern.admin}/messaggi`,
  privacy: `${RoutePattern.admin}/privacy`,
  invitations: `${RoutePattern.admin}/inviti`,
  feeds: `${RoutePattern.admin}/feed`,
  deliveries: `${RoutePattern.admin}/consegne`,
  audit: `${RoutePattern.admin}/registro`,
  payments: `${RoutePattern.admin}/pagamenti`,
  staff: `${RoutePattern.admin}/personale`,
} as const;

export const consolePaths = {
  /** The client search, with the words searched for when there are some. */
  clients: (query?: string) =>
    query ? `${consolePattern.clients}?q=${encodeURIComponent(query)}` : consolePattern.clients,
  client: (clientId: string) => `${consolePattern.clients}/${encodeURIComponent(clientId)}`,
  inbox: () => consolePattern.inbox,
  inboxRequest: (id: number) => `${consolePattern.inbox}/${id}`,
  claimReports: () => consolePattern.claimReports,
  claimReport: (reportId: string) => `${consolePattern.claimReports}/${encodeURIComponent(reportId)}`,
  messages: () => consolePattern.messages,
  privacy: () => consolePattern.privacy,
  invitations: () => consolePattern.invitations,
  feeds: () => consolePattern.feeds,
  deliveries: () => consolePattern.deliveries,
  audit: () => consolePattern.audit,
  payments: () => consolePattern.payments,
  staff: () => consolePattern.staff,
};
