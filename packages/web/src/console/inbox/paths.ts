/**
 * The inbox's addresses, kept with the console rather than in shared/routes.ts so that no client page
 * downloads them (the client bundles' budget).
 */
export const inboxPattern = {
  list: '/admin/richieste',
  request: '/admin/richieste/:requestId',
} as const;

export const inboxPaths = {
  list: () => inboxPattern.list,
  request: (id: number) => `${inboxPattern.list}/${id}`,
};
