import { tabs } from '@/shared/backend';
import { createBrowserRouter } from '@/shared/router';
import { RoutePattern } from '@/shared/routes';
import { ConsoleFallback, ConsoleFrame, ConsoleRouteError } from './frame/ConsoleFrame';
import { consolePattern } from './paths';

/** The console's routes, relative to /admin. */
const under = (pattern: string) => pattern.slice(`${RoutePattern.admin}/`.length);

/**
 * The console's screens, each its own chunk. The frame waits for another tab of this browser to hand the
 * session over before its guard decides (docs/decisions/0089).
 */
export const consoleRouter = createBrowserRouter([
  {
    path: RoutePattern.admin,
    Component: ConsoleFrame,
    HydrateFallback: ConsoleFallback,
    ErrorBoundary: ConsoleRouteError,
    loader: () => tabs.ready.then(() => null),
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./overview/OverviewPage')).OverviewPage }),
      },
      {
        path: under(consolePattern.clients),
        lazy: async () => ({ Component: (await import('./clients/SearchPage')).SearchPage }),
      },
      {
        path: under(consolePattern.client),
        lazy: async () => ({ Component: (await import('./clients/ClientPage')).ClientPage }),
      },
      {
        path: under(consolePattern.messages),
        lazy: async () => ({ Component: (await import('./content/MessagesPage')).MessagesPage }),
      },
      {
        path: under(consolePattern.privacy),
        lazy: async () => ({ Component: (await import('./content/PrivacyPage')).PrivacyPage }),
      },
      {
        path: under(consolePattern.invitations),
        lazy: async () => ({ Component: (await import('./invitations/InvitationsPage')).InvitationsPage }),
      },
      {
        path: under(consolePattern.inbox),
        lazy: async () => ({ Component: (await import('./inbox/InboxPage')).InboxPage }),
      },
      {
        path: under(consolePattern.inboxRequest),
        lazy: async () => ({ Component: (await import('./inbox/RequestPage')).RequestPage }),
      },
      {
        path: under(consolePattern.claimReports),
        lazy: async () => ({
          Component: (await import('./claim-reports/ClaimReportsPage')).ClaimReportsPage,
        }),
      },
      {
        path: under(consolePattern.claimReport),
        lazy: async () => ({ Component: (await import('./claim-reports/ReportPage')).ReportPage }),
      },
      {
        path: under(consolePattern.feeds),
        lazy: async () => ({ Component: (await import('./feeds/FeedsPage')).FeedsPage }),
      },
      {
        path: under(consolePattern.deliveries),
        lazy: async () => ({ Component: (await import('./deliveries/DeliveriesPage')).DeliveriesPage }),
      },
      {
        path: under(consolePattern.audit),
        lazy: async () => ({ Component: (await import('./audit/AuditLogPage')).AuditLogPage }),
      },
      {
        path: under(consolePattern.staff),
        lazy: async () => ({ Component: (await import('./staff/StaffPage')).StaffPage }),
      },
      {
        path: under(consolePattern.payments),
        lazy: async () => ({ Component: (await import('./payments/PaymentsPage')).PaymentsPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./frame/ConsoleNotFound')).ConsoleNotFound }),
      },
    ],
  },
  {
    // Only /admin and below are the console's (the server serves console.html for them alone).
    path: '*',
    loader: ({ request }) => {
      window.location.assign(request.url);
      return new Promise<never>(() => {});
    },
  },
]);
