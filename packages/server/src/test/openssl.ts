import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * OpenSSL's command line (on the machine, as poppler is), a checker and a PKI that are not ours: a test CA,
 * a sealing certificate it issued as a PKCS#12 with its chain, and an RFC 3161 time-stamp authority
 * (`openssl ts -reply`) behind a small HTTP server on 127.0.0.1 (decisions/0119).
 */
const run = promisify(execFile);

export const openssl = async (args: string[], cwd?: string) =>
  (await run('openssl', args, { cwd, maxBuffer: 16 * 1024 * 1024 })).stdout;

export interface TestPki {
  dir: string;
  /** The CA's certificate (PEM file). */
  caFile: string;
  /** The TSA's certificate (PEM file). */
  tsaFile: string;
  /** The sealing certificate issued by the CA, its key and the CA's certificate, as PKCS#12. */
  sealP12: Buffer;
  sealP12Password: string;
  close(): Promise<void>;
}

const SEAL_P12_PASSWORD = 'sigillo-di-prova';

/** A certificate for `subject` issued by the test CA, with the extensions given (X.509 v3 config lines). */
async function issue(dir: string, name: string, subject: string, extensions: string[]) {
  await writeFile(join(dir, `${name}.ext`), `${extensions.join('\n')}\n`);
  await openssl(
    [
      'req',
      '-new',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.csr`,
      '-subj',
      subject,
    ],
    dir,
  );
  await openssl(
    [
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '2',
      '-sha256',
      '-extfile',
      `${name}.ext`,
      '-out',
      `${name}.pem`,
    ],
    dir,
  );
}

/** A CA, a sealing certificate (PKCS#12 with the CA in it) and a TSA certificate, in a folder of their own. */
export async function createTestPki(): Promise<TestPki> {
  const dir = await mkdtemp(join(tmpdir(), 'pki-'));
  await openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '2',
      '-subj',
      '/C=IT/O=CA di prova/CN=CA di prova',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  await issue(dir, 'seal', '/C=IT/O=Agenzia di prova/CN=Agenzia di prova - sigillo', [
    'basicConstraints=CA:FALSE',
    'keyUsage=critical,digitalSignature,nonRepudiation',
  ]);
  // RFC 3161 2.3: the TSA's certificate has the one extended key usage timeStamping, critical.
  await issue(dir, 'tsa', '/C=IT/O=TSA di prova/CN=TSA di prova', [
    'basicConstraints=CA:FALSE',
    'keyUsage=critical,digitalSignature',
    'extendedKeyUsage=critical,timeStamping',
  ]);
  // 3DES and a SHA-1 MAC, as node-forge reads them (OpenSSL 3's AES default it may not).
  await openssl(
    [
      'pkcs12',
      '-export',
      '-inkey',
      'seal.key',
      '-in',
      'seal.pem',
      '-certfile',
      'ca.pem',
      '-out',
      'seal.p12',
      '-passout',
      `pass:${SEAL_P12_PASSWORD}`,
      '-keypbe',
      'PBE-SHA1-3DES',
      '-certpbe',
      'PBE-SHA1-3DES',
      '-macalg',
      'sha1',
    ],
    dir,
  );
  await writeFile(
    join(dir, 'tsa.cnf'),
    [
      '[ tsa ]',
      'default_tsa = tsa_config',
      '[ tsa_config ]',
      `serial = ${join(dir, 'tsa.serial')}`,
      'crypto_device = builtin',
      `signer_cert = ${join(dir, 'tsa.pem')}`,
      `signer_key = ${join(dir, 'tsa.key')}`,
      `certs = ${join(dir, 'ca.pem')}`,
      'signer_digest = sha256',
      'default_policy = 1.3.6.1.4.1.99999.1',
      'digests = sha256',
      'accuracy = secs:1',
      'ordering = no',
      'tsa_name = no',
      'ess_cert_id_chain = no',
      'ess_cert_id_alg = sha256',
      '',
    ].join('\n'),
  );
  await writeFile(join(dir, 'tsa.serial'), '01\n');
  return {
    dir,
    caFile: join(dir, 'ca.pem'),
    tsaFile: join(dir, 'tsa.pem'),
    sealP12: await readFile(join(dir, 'seal.p12')),
    sealP12Password: SEAL_P12_PASSWORD,
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

export interface TestTsa {
  url: string;
  /** The queries received, as sent. */
  queries: Buffer[];
  /** What the next answers are: openssl's reply, an HTTP 503, or the first reply again (a replay). */
  mode: 'reply' | 'unavailable' | 'replay';
  close(): Promise<void>;
}

/** The TSA of `pki` over HTTP (application/timestamp-query in, application/timestamp-reply out). */
export async function startTestTsa(pki: TestPki): Promise<TestTsa> {
  const replies: Buffer[] = [];
  const tsa: TestTsa = { url: '', queries: [], mode: 'reply', close: async () => {} };
  let counter = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const query = Buffer.concat(chunks);
      tsa.queries.push(query);
      if (tsa.mode === 'unavailable') {
        response.writeHead(503).end();
        return;
      }
      try {
        let reply = replies[0];
        if (tsa.mode === 'reply' || !reply) {
          counter += 1;
          const queryFile = join(pki.dir, `query-${counter}.tsq`);
          const replyFile = join(pki.dir, `reply-${counter}.tsr`);
          await writeFile(queryFile, query);
          await openssl(
            ['ts', '-reply', '-config', 'tsa.cnf', '-queryfile', queryFile, '-out', replyFile],
            pki.dir,
          );
          reply = await readFile(replyFile);
          replies.push(reply);
        }
        response.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(reply);
      } catch (error) {
        response.writeHead(500).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tsa.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`;
  tsa.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return tsa;
}
