import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { codiceFiscale, importClientWithPolicy } from '../test/agency-records.js';
import { useTestApp } from '../test/harness.js';

describe('POST /dev/accounts (the end-to-end tests’ own clients, decisions/0071)', () => {
  const t = useTestApp();

  it('gives an imported client an account that logs in with its password, a new user ID each time', async () => {
    await importClientWithPolicy(
      t,
      { id: 'CLI-DEV-1', codiceFiscale: codiceFiscale('RSSMRA80A01H502'), nome: 'Mario', cognome: 'Rossi' },
      { id: 'POL-DEV-1', numeroPolizza: '99000001' },
    );
    const made = await t.app.inject({
      method: 'POST',
      url: '/dev/accounts',
      payload: { client: 'CLI-DEV-1', email: 'dev.1@example.it', password: 'Prova2026!' },
    });
    expect(made.statusCode).toBe(200);
    const { userCode } = made.json();
    expect(userCode).toMatch(/^\d{8}$/);
    const login = await t.app.inject({
      method: 'POST',
      url: ApiPath.login,
      payload: { loginId: userCode, password: 'Prova2026!', applicationId: t.config.APPLICATION_ID },
    });
    expect(login.statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: '/dev/accounts',
      payload: { client: 'CLI-DEV-1', email: 'dev.2@example.it' },
    });
    expect(again.json().userCode).not.toBe(userCode);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/dev/accounts',
      payload: { client: 'CLI-NONE', email: 'dev.3@example.it' },
    });
    expect(unknown.json()).toEqual({ status: 'KO', error: { code: ErrorCode.NOT_FOUND } });
  });

  it('is not served in production: the path answers like an unknown endpoint', async () => {
    const app = await buildApp({ config: testConfig({ NODE_ENV: 'production' }), db: t.db });
    try {
      const reply = await app.inject({
        method: 'POST',
        url: '/dev/accounts',
        payload: { client: 'CLI-DEV-1', email: 'dev.4@example.it', password: 'x' },
      });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.UNKNOWN_ENDPOINT } });
    } finally {
      await app.close();
    }
  });
});
