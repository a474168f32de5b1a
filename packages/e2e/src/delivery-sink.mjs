#!/usr/bin/env node
// The end-to-end tests' post office: a real SMTP server (smtp-server) that keeps every e-mail the
// product sends, and a real HTTP SMS gateway that keeps every SMS; both readable at GET /messages.
// Started by each Playwright worker beside its own server (src/worker-server.ts).
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
const HTTP_PORT = Number(process.env.E2E_SINK_PORT ?? 3198);
const emails = [];
const sms = [];
/** Recipients the SMTP server refuses (550) for now: a mailbox that does not exist, until a test says so. */
const refused = new Set();

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (refused.has(address.address.toLowerCase())) {
      const error = new Error('mailbox unavailable');
      error.responseCode = 550;
      return callback(error);
    }
    callback();
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        emails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          // What is attached, not its bytes: a test checks a copy was sent, the API tests check its content.
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: a.size,
          })),
          time: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

const readBody = (req) =>
  new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });

const http = createServer(async (req, res) => {
  const reply = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'POST' && req.url === '/sms') {
    try {
      const { to, text } = JSON.parse(await readBody(req));
      sms.push({ to, text, time: new Date().toISOString() });
      return reply(202, { accepted: true });
    } catch {
      return reply(400, { accepted: false });
    }
  }
  if (req.method === 'GET' && req.url === '/messages') return reply(200, { emails, sms });
  // POST /refuse or /accept {"to": address}: the SMTP server refuses that recipient, or takes it again.
  if (req.method === 'POST' && (req.url === '/refuse' || req.url === '/accept')) {
    const { to } = JSON.parse(await readBody(req));
    if (req.url === '/refuse') refused.add(String(to).toLowerCase());
    else refused.delete(String(to).toLowerCase());
    return reply(200, { refused: [...refused] });
  }
  if (req.method === 'GET' && req.url === '/health') return reply(200, { ok: true });
  return reply(404, {});
});
// The tests poll GET /messages through a kept-alive connection (Node's fetch): were the sink to close it when
// idle (Node's default, after 5 s), a poll sent at that moment would meet a closed socket ('other side closed').
http.keepAliveTimeout = 0;
http.listen(HTTP_PORT, '127.0.0.1');
