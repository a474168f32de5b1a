import { vi } from 'vitest';

/** Test helpers: a fake API answering by path through a stubbed global fetch. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ko = (status: number, code: string) => () => json(status, { status: 'KO', error: { code } });

export function serve(routes: Record<string, (body: unknown) => Response>) {
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const route = routes[String(url)];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return route ? route(body) : json(404, { status: 'KO', error: { code: 'ENDPOINT_001' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    paths: () => fetchMock.mock.calls.map((call) => String(call[0])),
    bodyOf: (path: string) => {
      const call = fetchMock.mock.calls.find((c) => String(c[0]) === path);
      return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
    },
  };
}

export const sessionUser = {
  id: '4',
  username: '10000004',
  email: 'paolo.gallo@example.it',
  active: true,
  registrations: [{ applicationId: 'area-clienti', roles: ['User'] }],
};

export const readyStatus = {
  status: 'OK',
  user: {
    enabled: true,
    onboardCompleted: true,
    phoneVerified: true,
    emailVerified: true,
    phone: '+393331234567',
    autologinFlag: true,
    clientNotices: true,
  },
  email: 'paolo.gallo@example.it',
  privacyUpdates: [] as string[],
  messageToShow: false,
  passwordUpdate: false,
  loginWarning: false,
};
