import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db/database.js';

export interface ReceivedEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The Reply-To addresses, if any. */
  replyTo: string[];
  /** Every header as received, in order: `key` lower case, `line` the whole (unfolded) header line. */
  headerLines: { key: string; line: string }[];
  /** The SMTP envelope's recipients (RCPT TO): who the message was actually delivered to. */
  envelopeTo: string[];
  /** The files attached (a signed claim report). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** A real SMTP server on a free local port that keeps what it receives, parsed. */
export async function startSmtpServer() {
  const received: ReceivedEmail[] = [];
  let release: Promise<void> = Promise.resolve();
  let opened = () => {};
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (refusing) {
        // A server in trouble (full, in maintenance): a temporary refusal, the message not taken.
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Servizio non disponibile'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then(async (mail) => {
          await release;
          received.push({
            from: mail.from?.text ?? '',
            to: [mail.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address ?? '')),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            replyTo: mail.replyTo?.value.map((v) => v.address ?? '') ?? [],
            headerLines: mail.headerLines.map(({ key, line }) => ({ key, line })),
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content,
            })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The messages received so far to one address. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    /** Holds every message until `open` is called (to see that a reply does not wait for the e-mail). */
    hold() {
      release = new Promise<void>((resolve) => {
        opened = resolve;
      });
    },
    open: () => opened(),
    /** Refuses every message (451) until called with false: the sender must try again later. */
    refuse(on = true) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedSms {
  to: string;
  text: string;
  headers: IncomingHttpHeaders;
}

/** A real HTTP SMS gateway on a free local port: keeps every `POST /sms` and answers `status`. */
export async function startSmsGateway() {
  const received: ReceivedSms[] = [];
  const state = { status: 202, delayMs: 0 };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      setTimeout(() => {
        if (request.method !== 'POST' || request.url !== '/sms') {
          response.writeHead(404).end();
          return;
        }
        if (state.status >= 200 && state.status < 300) {
          const { to, text } = JSON.parse(body) as { to: string; text: string };
          received.push({ to, text, headers: request.headers });
        }
        response.writeHead(state.status, { 'content-type': 'application/json' }).end('{}');
      }, state.delayMs);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    port,
    received,
    /** What the gateway answers from now on, and after how long. */
    answer(status: number, delayMs = 0) {
      state.status = status;
      state.delayMs = delayMs;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The 6-digit code in a message's text: six digits standing alone (user codes have 8 digits; a hex
 * fingerprint such as a claim report's "impronta 1a234567" may hold six digits in a row, not alone).
 */
export function sixDigitCodeIn(text: string): string {
  const match = /(?<![\dA-Za-z])(\d{6})(?![\dA-Za-z])/.exec(text);
  if (!match?.[1]) throw new Error(`no 6-digit code in: ${text}`);
  return match[1];
}

/** The queue's waits pass (they run on the database's clock): every message waiting for a try is due. */
export const retriesDue = (db: Db) =>
  db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where state = 'retry'`);
