import { PassThrough } from 'node:stream';
import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { clientWithRecords } from '../../test/client-accounts.js';
import { useTestApp } from '../../test/harness.js';

const log = new PassThrough();
const logLines: string[] = [];
log.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
const t = useTestApp({
  config: { CLOCK_TODAY: '2026-11-22', LOG_LEVEL: 'info', PUBLIC_URL: 'https://clienti.agenzia.example.it' },
  deps: () => ({ logStream: log }),
});
let mario: string;
let luca: string;

beforeAll(async () => {
  mario = await t.login('10000001');
  luca = await t.login('10000003');
});

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  date: string;
  allDay: boolean;
}
/** The events of an iCalendar file, as a calendar application reads them. */
function eventsOf(ics: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      date: event.startDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
}

async function download(token: string) {
  const reply = await t.post(ApiPath.getCalendarFile, {}, token);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/calendar/);
  expect(reply.headers['content-disposition']).toContain('filename="scadenze-area-clienti.ics"');
  return reply.body;
}

const feedPath = (url: string) => new URL(url).pathname;
const readFeed = (url: string) => t.inject({ method: 'GET', url: feedPath(url) });

describe('getCalendarFile', () => {
  it("gives the client's due dates as all-day events a calendar parser reads", async () => {
    const events = eventsOf(await download(mario));
    const motor = events.filter((event) => event.summary.endsWith('Auto Sicura n. 10020030'));
    expect(motor.map(({ date, summary }) => `${date} ${summary}`)).toEqual([
      '2026-11-05 Rata da pagare - Auto Sicura n. 10020030',
      '2026-12-01 Scadenza polizza - Auto Sicura n. 10020030',
      '2026-12-05 Pagamento - Auto Sicura n. 10020030',
    ]);
    expect(motor[0]?.description).toBe(
      // Intl writes a no-break space before the euro sign, as on the web pages.
      "Rata 14 - 11/2026: 48,50\u00a0€, da pagare entro il 05/11/2026. Per informazioni contatta la tua filiale dall'Area Clienti.",
    );
    expect(motor[2]?.description).toContain('48,50\u00a0€');
    expect(events.every((event) => event.allDay)).toBe(true);
    // Casa Serena's next payment; nothing of a policy being refreshed (70050060).
    expect(events.some((event) => event.summary === 'Pagamento - Casa Serena n. 20040050')).toBe(true);
    expect(events.some((event) => event.summary.includes('70050060'))).toBe(false);
  });

  it('keeps each event its UID from one download to the next', async () => {
    const first = eventsOf(await download(mario)).map((event) => event.uid);
    t.clock.advance(60_000);
    const second = eventsOf(await download(mario)).map((event) => event.uid);
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
  });

  it("holds only the caller's own policies", async () => {
    const events = eventsOf(await download(luca));
    expect(events.map(({ date, summary }) => `${date} ${summary}`)).toEqual([
      '2026-12-31 Pagamento - Casa Serena n. 20090010',
      '2026-12-31 Scadenza polizza - Casa Serena n. 20090010',
    ]);
  });

  it('needs the session', async () => {
    const reply = await t.post(ApiPath.getCalendarFile, {});
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error.code).toBe(ErrorCode.TOKEN);
    expect((await t.post(ApiPath.getCalendarFile, { userID: 'x' }, mario)).statusCode).toBe(400);
  });
});

describe('the private subscription address', () => {
  it('is made, read without a session, replaced and revoked; an old address answers 404 at once', async () => {
    expect((await t.post(ApiPath.getCalendarFeed, {}, mario)).json().feed).toBeNull();

    const made = (await t.post(ApiPath.createCalendarFeed, {}, mario)).json().feed;
    expect(made.url).toMatch(/^https:\/\/clienti\.agenzia\.example\.it\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(made.webcalUrl).toBe(made.url.replace('https:', 'webcal:'));
    const read = await readFeed(made.url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(read.headers['cache-control']).toBe('no-store');
    expect(eventsOf(read.body).map((e) => e.uid)).toEqual(eventsOf(await download(mario)).map((e) => e.uid));
    const status = (await t.post(ApiPath.getCalendarFeed, {}, mario)).json().feed;
    expect(status).toEqual({ createdAt: made.createdAt, lastReadAt: expect.any(String) });
    expect(status).not.toHaveProperty('url');

    const replaced = (await t.post(ApiPath.createCalendarFeed, {}, mario)).json().feed;
    expect(replaced.url).not.toBe(made.url);
    expect((await readFeed(made.url)).statusCode).toBe(404);
    expect((await readFeed(replaced.url)).statusCode).toBe(200);

    expect((await t.post(ApiPath.revokeCalendarFeed, {}, mario)).json()).toEqual({
      status: 'OK',
      revoked: true,
    });
    const revoked = await readFeed(replaced.url);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ status: 'KO', error: { code: ErrorCode.NOT_FOUND } });
    expect((await t.post(ApiPath.getCalendarFeed, {}, mario)).json().feed).toBeNull();
    expect((await t.post(ApiPath.revokeCalendarFeed, {}, mario)).json().revoked).toBe(false);
  });

  it("opens only its own client's calendar; a made-up or malformed secret opens nothing", async () => {
    const lucaFeed = (await t.post(ApiPath.createCalendarFeed, {}, luca)).json().feed;
    const marioFeed = (await t.post(ApiPath.createCalendarFeed, {}, mario)).json().feed;
    const lucaEvents = eventsOf((await readFeed(lucaFeed.url)).body);
    expect(lucaEvents.every((event) => event.summary.endsWith('n. 20090010'))).toBe(true);
    expect(eventsOf((await readFeed(marioFeed.url)).body).some((e) => e.summary.includes('10020030'))).toBe(
      true,
    );
    // Luca revoking his address leaves Mario's alone.
    await t.post(ApiPath.revokeCalendarFeed, {}, luca);
    expect((await readFeed(marioFeed.url)).statusCode).toBe(200);
    for (const path of [
      `/calendario/${'A'.repeat(43)}.ics`,
      '/calendario/corto.ics',
      `${feedPath(marioFeed.url).replace('.ics', '')}`,
      `${feedPath(marioFeed.url)}x`,
    ]) {
      expect((await t.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    }
  });

  it('opens nothing once the agency disables the account', async () => {
    const { token, userId } = await clientWithRecords(t, 'CLI-CAL-OFF', (client) => [
      {
        type: 'dossier',
        id: 'POL-CAL-OFF',
        client,
        numeroPolizza: '99100001',
        prodotto: 'Casa',
        stato: 'ATTIVA',
      },
    ]);
    const { url } = (await t.post(ApiPath.createCalendarFeed, {}, token)).json().feed;
    expect((await readFeed(url)).statusCode).toBe(200);
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, userId));
    expect((await readFeed(url)).statusCode).toBe(404);
  });

  it('never writes the secret in the log', async () => {
    const { url } = (await t.post(ApiPath.createCalendarFeed, {}, mario)).json().feed;
    logLines.length = 0;
    await readFeed(url);
    const secret = /\/calendario\/([^/]+)\.ics$/.exec(url)?.[1] as string;
    const lines = logLines.join('');
    expect(lines).toContain('/calendario/');
    expect(lines).not.toContain(secret);
  });

  it('needs the session to be made, seen or revoked', async () => {
    for (const path of [ApiPath.getCalendarFeed, ApiPath.createCalendarFeed, ApiPath.revokeCalendarFeed]) {
      expect((await t.post(path, {})).statusCode).toBe(401);
    }
  });
});
