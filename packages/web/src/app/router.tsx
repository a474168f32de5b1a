import { tabs } from '@/shared/backend';
import { createBrowserRouter } from '@/shared/router';
import { RoutePattern } from '@/shared/routes';
import { AppFrame, BootFallback, RouteError } from './layouts/AppFrame';
import { ClientShell } from './layouts/ClientShell';
import { PublicLayout } from './layouts/PublicLayout';

/** Routes relative to the root: the registry's patterns without the leading slash. */
const at = (pattern: string) => pattern.replace(/^\//, '');

/**
 * A layout that decides by the session waits, beside its chunk's download, for another tab of this browser
 * to hand the session over (a new tab of an open session is signed in: docs/decisions/0089).
 */
async function withSession<T>(chunk: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([chunk, tabs.ready]);
  return loaded;
}

/** Loads the console's document in place of this app; the router waits for the page to go. */
function leaveForConsole(url: string): Promise<never> {
  window.location.assign(url);
  return new Promise<never>(() => {});
}

/**
 * Every screen is its own chunk (`lazy`): the login page downloads only what it uses.
 * The authenticated frame (header, data cache) is a chunk too, shared by the customer pages.
 */
export const router = createBrowserRouter([
  {
    Component: AppFrame,
    HydrateFallback: BootFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            path: at(RoutePattern.login),
            lazy: async () => ({ Component: (await import('@/features/auth/login/LoginPage')).LoginPage }),
          },
          {
            path: at(RoutePattern.loginMessage),
            lazy: async () => ({ Component: (await import('@/features/auth/login/LoginPage')).LoginPage }),
          },
          {
            path: at(RoutePattern.passwordRecovery),
            lazy: async () => ({
              Component: (await import('@/features/auth/recovery/RecoveryPage')).RecoveryPage,
            }),
          },
          {
            path: at(RoutePattern.passwordRecoveryCode),
            lazy: async () => ({
              Component: (await import('@/features/auth/recovery/RecoveryPage')).RecoveryPage,
            }),
          },
          {
            // /secondo-fattore and /attiva: one chunk, its page chosen by the step (decisions/0091).
            path: `${at(RoutePattern.secondFactor)}/:passo?`,
            lazy: async () => ({
              Component: (await import('@/features/second-factor/SecondFactorRoutes')).SecondFactorRoutes,
            }),
          },
          {
            path: at(RoutePattern.sso),
            lazy: async () => ({ Component: (await import('@/features/auth/sso/SsoPage')).SsoPage }),
          },
          {
            // Public screens that read server data get the data cache (a chunk of its own).
            lazy: async () => ({ Component: (await import('./layouts/DataProvider')).DataProvider }),
            children: [
              {
                path: at(RoutePattern.registration),
                lazy: async () => ({
                  Component: (await import('@/features/onboarding/registration/RegistrationPage'))
                    .RegistrationPage,
                }),
              },
              {
                path: at(RoutePattern.firstAccess),
                lazy: async () => ({
                  Component: (await import('@/features/auth/first-access/FirstAccessPage')).FirstAccessPage,
                }),
              },
            ],
          },
          {
            // Driver B's signature of a CAI (issue 22): public, from a link, no account.
            path: at(RoutePattern.counterpartSign),
            lazy: async () => ({
              Component: (await import('@/features/claim-report/CounterpartSignPage')).CounterpartSignPage,
            }),
          },
          {
            path: at(RoutePattern.logout),
            lazy: async () => ({
              Component: (await import('@/features/auth/logout/LogoutPage')).LogoutPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('@/features/not-found/NotFoundPage')).NotFoundPage,
            }),
          },
        ],
      },
      {
        // Contacts and legal pages: the client's frame when logged in, the visitors' frame otherwise.
        // It follows the session as it changes (a tab handed one over a moment later too): no wait.
        lazy: async () => ({ Component: (await import('./layouts/AdaptiveLayout')).AdaptiveLayout }),
        children: [
          {
            path: at(RoutePattern.contacts),
            lazy: async () => ({ Component: (await import('@/features/contact/ContactPage')).ContactPage }),
          },
          {
            path: at(RoutePattern.privacy),
            lazy: async () => ({ Component: (await import('@/features/legal/PrivacyPage')).PrivacyPage }),
          },
          {
            path: at(RoutePattern.cookie),
            lazy: async () => ({ Component: (await import('@/features/legal/CookiePage')).CookiePage }),
          },
          {
            path: at(RoutePattern.feaInfo),
            lazy: async () => ({ Component: (await import('@/features/legal/FeaPage')).FeaPage }),
          },
          {
            path: at(RoutePattern.accessibility),
            lazy: async () => ({
              Component: (await import('@/features/legal/AccessibilityPage')).AccessibilityPage,
            }),
          },
        ],
      },
      {
        // The agency's console is another document of the build (console.html, docs/decisions/0096): a
        // link or a post-login step that leads to /admin loads it in full, and none of its code is here.
        path: `${at(RoutePattern.admin)}/*`,
        loader: ({ request }) => leaveForConsole(request.url),
      },
      {
        HydrateFallback: ClientShell,
        lazy: async () => ({
          Component: (await withSession(import('./layouts/AuthenticatedLayout'))).AuthenticatedLayout,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('@/features/dossiers/list/DossierListPage')).DossierListPage,
            }),
          },
          {
            path: at(RoutePattern.homeMessage),
            lazy: async () => ({
              Component: (await import('@/features/dossiers/list/DossierListPage')).DossierListPage,
            }),
          },
          {
            path: at(RoutePattern.dossier),
            lazy: async () => ({
              Component: (await import('@/features/dossiers/detail/DossierPage')).DossierPage,
            }),
          },
          {
            path: at(RoutePattern.claims),
            lazy: async () => ({
              Component: (await import('@/features/claims/list/ClaimsPage')).ClaimsPage,
            }),
          },
          {
            path: at(RoutePattern.claim),
            lazy: async () => ({
              Component: (await import('@/features/claims/detail/ClaimPage')).ClaimPage,
            }),
          },
          {
            // "Denuncia un sinistro" (issue 22): one chunk for the start, the wizard, the signature and the report.
            path: at(RoutePattern.claimReport),
            lazy: async () => ({
              Component: (await import('@/features/claim-report/ClaimReportPage')).ClaimReportPage,
            }),
          },
          {
            path: at(RoutePattern.claimReportDraft),
            lazy: async () => ({
              Component: (await import('@/features/claim-report/ClaimReportPage')).ClaimReportPage,
            }),
          },
          {
            path: at(RoutePattern.requests),
            lazy: async () => ({
              Component: (await import('@/features/requests/RequestsPage')).RequestsPage,
            }),
          },
          {
            path: at(RoutePattern.request),
            lazy: async () => ({
              Component: (await import('@/features/requests/RequestPage')).RequestPage,
            }),
          },
          {
            // Back from the payment provider's checkout (issue 36).
            path: at(RoutePattern.payment),
            lazy: async () => ({
              Component: (await import('@/features/payments/PaymentReturnPage')).PaymentReturnPage,
            }),
          },
          {
            path: at(RoutePattern.documents),
            lazy: async () => ({
              Component: (await import('@/features/documents/DocumentsPage')).DocumentsPage,
            }),
          },
          {
            path: at(RoutePattern.products),
            lazy: async () => ({
              Component: (await import('@/features/products/ProductsPage')).ProductsPage,
            }),
          },
          {
            path: at(RoutePattern.profile),
            lazy: async () => ({ Component: (await import('@/features/profile/ProfilePage')).ProfilePage }),
          },
          {
            path: at(RoutePattern.profileMessage),
            lazy: async () => ({ Component: (await import('@/features/profile/ProfilePage')).ProfilePage }),
          },
          {
            path: at(RoutePattern.profilePhone),
            lazy: async () => ({
              Component: (await import('@/features/profile/PhoneChangePage')).PhoneChangePage,
            }),
          },
          {
            path: at(RoutePattern.ownData),
            lazy: async () => ({
              Component: (await import('@/features/own-data/OwnDataPage')).OwnDataPage,
            }),
          },
          {
            path: at(RoutePattern.profileSecurity),
            lazy: async () => ({
              Component: (await import('@/features/profile/SecurityPage')).SecurityPage,
            }),
          },
          {
            path: at(RoutePattern.profilePrivacyData),
            lazy: async () => ({
              Component: (await import('@/features/profile/PrivacyDataPage')).PrivacyDataPage,
            }),
          },
          {
            path: at(RoutePattern.profilePasskeys),
            lazy: async () => ({
              Component: (await import('@/features/profile/PasskeysPage')).PasskeysPage,
            }),
          },
          {
            path: at(RoutePattern.profilePhoneConfirm),
            lazy: async () => ({
              Component: (await import('@/features/profile/PhoneConfirmPage')).PhoneConfirmPage,
            }),
          },
          {
            path: at(RoutePattern.loginPrivacy),
            lazy: async () => ({
              Component: (await import('@/features/post-login/LoginPrivacyPage')).LoginPrivacyPage,
            }),
          },
          {
            path: at(RoutePattern.loginMessages),
            lazy: async () => ({
              Component: (await import('@/features/post-login/LoginMessagePage')).LoginMessagePage,
            }),
          },
          {
            path: at(RoutePattern.loginPasswordChange),
            lazy: async () => ({
              Component: (await import('@/features/post-login/PasswordChangePage')).PasswordChangePage,
            }),
          },
          {
            path: at(RoutePattern.staffPhone),
            lazy: async () => ({
              Component: (await import('@/features/post-login/StaffPhonePage')).StaffPhonePage,
            }),
          },
        ],
      },
    ],
  },
]);
