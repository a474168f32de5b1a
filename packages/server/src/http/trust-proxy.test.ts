// TRUST_PROXY (decisions/0088): the client is the rightmost address of X-Forwarded-For that is not a trusted
// proxy; what a client writes in the header itself (leftmost) never counts. Checked through the public
// contact form's limit of 5 an hour per address, spoofed with appended headers as issue 20 found it.
import { ApiPath, ErrorCode } from '@area-clienti/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Config, ConfigError, loadConfig, trustProxyOption } from '../config.js';
import { useTestApp } from '../test/harness.js';

const t = useTestApp({ config: { TRUST_PROXY: ['10.0.0.0/8'] } });

let sent = 0;
/** A public contact request, each from a new e-mail (its own limit is 3), through `proxy`. */
const contact = (forwardedFor: string, proxy = '10.0.0.1') =>
  t.inject({
    method: 'POST',
    url: ApiPath.publicFormContatti,
    remoteAddress: proxy,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: {
      userID: 0,
      nome: 'Anna',
      cognome: 'Neri',
      email: `visitatore.${++sent}@example.it`,
      oggetto: '0',
      privacy: true,
    },
  });
const codeOf = (reply: { json: () => { error?: { code: string } } }) => reply.json().error?.code ?? 'OK';

describe('the client address behind trusted proxies', () => {
  it('counts the real client: 12 forms with spoofed addresses through one trusted proxy, 5 pass', async () => {
    const codes: string[] = [];
    for (let i = 1; i <= 12; i++) codes.push(codeOf(await contact(`198.51.100.${i}, 203.0.113.7`)));
    expect(codes).toEqual([...Array(5).fill('OK'), ...Array(7).fill(ErrorCode.CONTACT_TOO_MANY)]);
    // Another client through the same proxy is not held back by the first.
    expect(codeOf(await contact('198.51.100.99, 203.0.113.8'))).toBe('OK');
  });

  it('skips every trusted proxy of a chain, and takes the first untrusted one from the right', async () => {
    const codes: string[] = [];
    for (let i = 1; i <= 6; i++) codes.push(codeOf(await contact(`198.51.100.${i}, 203.0.113.20, 10.1.2.3`)));
    expect(codes).toEqual([...Array(5).fill('OK'), ErrorCode.CONTACT_TOO_MANY]);
  });

  it('ignores the header of a caller that is not a trusted proxy', async () => {
    const codes: string[] = [];
    for (let i = 1; i <= 6; i++) codes.push(codeOf(await contact(`198.51.100.${i}`, '203.0.113.30')));
    expect(codes).toEqual([...Array(5).fill('OK'), ErrorCode.CONTACT_TOO_MANY]);
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

  it('takes false, a number of hops (true is one), or addresses, networks and the named ranges', () => {
    expect(trustProxy('false')).toBe(false);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(trustProxy('true')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy(' 10.0.0.0/8, 192.0.2.7 ,fd00::/8')).toEqual(['10.0.0.0/8', '192.0.2.7', 'fd00::/8']);
    expect(trustProxy('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
  });

  it('stops the start on anything else, naming the variable', () => {
    for (const value of ['yes', '10.0.0.0/33', 'balancer.local', '-1', '1.5']) {
      expect(() => trustProxy(value), value).toThrow(ConfigError);
      expect(() => trustProxy(value), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('as a number of hops, trusts that many from the right, and no more', async () => {
    const ipFrom = async (forwardedFor: string, value: Config['TRUST_PROXY']) => {
      const server = Fastify({ trustProxy: trustProxyOption(value) });
      server.get('/ip', async (request) => request.ip);
      const reply = await server.inject({
        url: '/ip',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      });
      await server.close();
      return reply.body;
    };
    expect(await ipFrom('198.51.100.1, 203.0.113.7', trustProxy('true'))).toBe('203.0.113.7');
    expect(await ipFrom('198.51.100.1, 203.0.113.7, 10.0.0.2', trustProxy('2'))).toBe('203.0.113.7');
    expect(await ipFrom('198.51.100.1, 203.0.113.7', trustProxy('false'))).toBe('10.0.0.1');
    expect(await ipFrom('198.51.100.1', trustProxy('2'))).toBe('198.51.100.1');
  });
});
