import { createHash } from 'node:crypto';
import {
  ClaimReportPath,
  codiceFiscaleCheckCharacter,
  ErrorCode,
  FEA_TERMS_VERSION,
} from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../shared/rate-limit.js';
import { lastCodeTo, messagesTo } from '../../test/accounts.js';
import { claimClient, claimReportsOfTest, linkedPathIn } from '../../test/claim-reports.js';
import { B_EMAIL, B_IDENTITY, B_STORED, counterpartSteps, identifyB } from '../../test/counterpart.js';
import { useTestApp } from '../../test/harness.js';
import { expectCmsVerified, opensslCms, signatureOf } from '../../test/pdf-signature.js';
import { pdfsig, pdftotext } from '../../test/poppler.js';

const t = useTestApp();
const HOUR = 3_600_000;
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;
const detailOf = (reply: { json(): unknown }) =>
  (reply.json() as { error?: { detail?: string } }).error?.detail;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const flat = (text: string) => text.replace(/\s+/g, ' ');
type Client = Awaited<ReturnType<typeof claimClient>>;
const { linkOf, fresh, submitted, signedByA, feedLine, report } = counterpartSteps(t);
const signedPdf = async (client: Client, reportId: string) =>
  (await t.post(ClaimReportPath.getClaimReportPdf, { reportId }, client.token)).rawPayload;

let mario: Client;
beforeAll(async () => {
  mario = await claimClient(t);
});

describe("B's mobile, Italian or foreign", () => {
  it('takes a foreign mobile with its prefix and sends the link and the code there; refuses what is no mobile', async () => {
    for (const bad of ['+44 12', '06 1234567', '+39 06 1234 5678', 'abc']) {
      t.clock.advance(61_000);
      const { reply } = await submitted(mario, bad);
      expect([reply.statusCode, codeOf(reply)], bad).toEqual([400, ErrorCode.CLAIMREPORT_NO_MOBILE_B]);
    }
    t.clock.advance(HOUR);
    const { token } = await signedByA(mario);
    expect(token).toHaveLength(43);
    await identifyB(t, token);
    const sent = await t.post(ClaimReportPath.sendClaimReportSignCode, {
      token,
      feaTermsVersion: FEA_TERMS_VERSION,
    });
    expect(sent.json().sentTo).toBe('+44 *** *** 3456');
    expect(await lastCodeTo(t, B_STORED)).toMatch(/^\d{6}$/);
  });
});

describe('who B is, confirmed before any code', () => {
  it('refuses a code, a signature, a refusal and corrections before B confirmed, and each bad field by its code', async () => {
    t.clock.advance(HOUR);
    const { token } = await signedByA(mario);
    const first = [
      await t.post(ClaimReportPath.sendClaimReportSignCode, { token, feaTermsVersion: FEA_TERMS_VERSION }),
      await t.post(ClaimReportPath.signClaimReportAsB, { token, code: '123456' }),
      await t.post(ClaimReportPath.declineClaimReportAsB, {
        token,
        reason: 'Non sono stato io a tamponare.',
      }),
      await t.post(ClaimReportPath.correctClaimReportAsB, { token, vehicleB: {} }),
    ];
    for (const reply of first) {
      expect([reply.statusCode, codeOf(reply)]).toEqual([409, ErrorCode.CLAIMB_IDENTITY_FIRST]);
    }
    const wrongCheck = B_IDENTITY.taxCode.slice(0, 15) + (B_IDENTITY.taxCode.endsWith('A') ? 'B' : 'A');
    const otherPerson = 'RSSMRA80A01H501';
    const cases: [object, string, string][] = [
      [{ name: '' }, ErrorCode.CLAIMB_IDENTITY, 'name'],
      [{ surname: '12' }, ErrorCode.CLAIMB_IDENTITY, 'surname'],
      [{ birthDate: '1985-02-30' }, ErrorCode.CLAIMB_IDENTITY, 'birthDate'],
      [{ birthDate: '2020-01-01' }, ErrorCode.CLAIMB_IDENTITY, 'birthDate'],
      [{ taxCode: '' }, ErrorCode.CLAIMB_IDENTITY, 'taxCode'],
      [{ taxCode: 'BNCLCU85' }, ErrorCode.CLAIMB_IDENTITY, 'taxCode'],
      [{ taxCode: wrongCheck }, ErrorCode.CLAIMB_TAX_CODE_CHECK, 'taxCode'],
      [
        { taxCode: otherPerson + codiceFiscaleCheckCharacter(otherPerson) },
        ErrorCode.CLAIMB_TAX_CODE_MISMATCH,
        'taxCode',
      ],
      [{ birthDate: '1985-04-13' }, ErrorCode.CLAIMB_TAX_CODE_MISMATCH, 'taxCode'],
      [{ licenceNumber: '' }, ErrorCode.CLAIMB_IDENTITY, 'licenceNumber'],
      [{ licenceNumber: '!!' }, ErrorCode.CLAIMB_IDENTITY, 'licenceNumber'],
    ];
    for (const [change, code, field] of cases) {
      const identity = { ...B_IDENTITY, ...change };
      const reply = await t.post(ClaimReportPath.confirmClaimReportSignIdentity, { token, identity });
      expect([reply.statusCode, codeOf(reply), detailOf(reply)], JSON.stringify(change)).toEqual([
        400,
        code,
        field,
      ]);
    }
    // A woman's birth day (+40), and a foreign B with no Italian tax code, are taken.
    const anna = 'BNCNNA85D52H501';
    const woman = { ...B_IDENTITY, name: 'Anna', taxCode: anna + codiceFiscaleCheckCharacter(anna) };
    expect(
      (await t.post(ClaimReportPath.confirmClaimReportSignIdentity, { token, identity: woman })).statusCode,
    ).toBe(200);
    await identifyB(t, token, { ...B_IDENTITY, name: 'John', surname: 'Smith', italian: false, taxCode: '' });
    const link = await t.post(ClaimReportPath.getClaimReportSignLink, { token });
    expect(link.json()).toMatchObject({
      identityConfirmed: true,
      vehicleB: { vehicle: { plate: 'EF456GH' } },
    });
  });
});

describe('"Non concordo": B declines with a reason', () => {
  it('sends the report on at once signed by A alone, B’s reason on its evidence page, A and the agency told', async () => {
    t.clock.advance(HOUR);
    const { reportId, token } = await signedByA(mario);
    await identifyB(t, token);
    for (const reason of ['', 'no', 'x'.repeat(1001)]) {
      const reply = await t.post(ClaimReportPath.declineClaimReportAsB, { token, reason });
      expect([reply.statusCode, codeOf(reply)]).toEqual([400, ErrorCode.CLAIMB_REASON]);
    }
    const reason = 'Il veicolo A era in movimento, non in sosta.';
    const declined = await t.post(ClaimReportPath.declineClaimReportAsB, { token, reason });
    expect(declined.json()).toMatchObject({ status: 'OK', declined: true });
    const again = await t.post(ClaimReportPath.getClaimReportSignLink, { token });
    expect(codeOf(again)).toBe(ErrorCode.CLAIMREPORT_LINK_INVALID);

    const read = await report(mario, reportId);
    expect(read).toMatchObject({ state: 'sent', counterpart: 'declined' });
    expect(read.timeline.map((e: { type: string; text: string | null }) => [e.type, e.text])).toEqual([
      ['declinedB', reason],
      ['sent', null],
    ]);
    const toA = (await messagesTo(t, mario.email)).find(
      (m) => m.subject === 'Il conducente B non ha firmato la constatazione',
    );
    // The link opens the report's page in the client's area (the web's route, not a 404).
    expect(linkedPathIn(toA?.text)).toBe(`/denuncia-sinistro/${reportId}`);
    const [toB] = await messagesTo(t, B_EMAIL);
    expect(toB?.text).toContain('inviala alla tua compagnia di assicurazione');
    expect(toB?.text).not.toContain('Gentile cliente');

    const copy = await signedPdf(mario, reportId);
    const text = flat(await pdftotext(copy));
    expect(text).toContain('non concorda con la constatazione');
    expect(text).toContain(reason);
    expect(text).toContain(B_IDENTITY.taxCode);
    expect(text).toContain('RM1234567X');
    expect(await pdfsig(copy)).toContain('Signature is Valid.');
    await expectCmsVerified(copy);
    // One byte of the signed ranges changed: OpenSSL refuses the signature (the messageDigest no longer
    // matches), though -noverify leaves the development certificate unchecked.
    const { cms, signed } = signatureOf(copy);
    const at = Math.floor(signed.length / 2);
    signed[at] = (signed[at] as number) ^ 0x01;
    expect((await opensslCms({ cms, signed })).verified).toMatch(/Verification failure/);

    const line = await feedLine(reportId);
    expect(line).toMatchObject({
      signedBy: 'A',
      evidence: {
        counterpart: 'declined',
        declineReason: reason,
        identityB: { surname: 'Bianchi', taxCode: B_IDENTITY.taxCode },
        signatures: [{ signer: 'A', channel: 'sms' }],
      },
    });
    for (const file of line.files) expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("B's corrections of B's sections", () => {
  const corrected = (side: Record<string, unknown>) => ({
    ...side,
    driver: { surname: 'Bianchi', name: 'Luca', licenceNumber: 'RM1234567X' },
    circumstances: [9],
    remarks: 'Procedevo nella mia corsia.',
  });

  it('are shown to A side by side; accepted, A signs the new document again and B signs that same one', async () => {
    t.clock.advance(HOUR);
    const { reportId, token, documentSha } = await signedByA(mario);
    await identifyB(t, token);
    const link = (await t.post(ClaimReportPath.getClaimReportSignLink, { token })).json();
    const same = await t.post(ClaimReportPath.correctClaimReportAsB, { token, vehicleB: link.vehicleB });
    expect([same.statusCode, codeOf(same)]).toEqual([400, ErrorCode.CLAIMB_NO_CHANGE]);
    const after = corrected(link.vehicleB);
    const sent = await t.post(ClaimReportPath.correctClaimReportAsB, { token, vehicleB: after });
    expect(sent.json()).toMatchObject({ status: 'OK', corrected: true });
    const spent = await t.post(ClaimReportPath.getClaimReportSignLink, { token });
    expect(codeOf(spent)).toBe(ErrorCode.CLAIMREPORT_LINK_INVALID);

    const waiting = await report(mario, reportId);
    expect(waiting).toMatchObject({ state: 'bCorrected', counterpart: 'corrected' });
    expect(waiting.correction).toMatchObject({
      before: { circumstances: [8] },
      after: { circumstances: [9] },
    });
    expect((await messagesTo(t, mario.email)).map((m) => m.subject)).toContain(
      'Il conducente B ha corretto la constatazione',
    );
    const stale = await t.post(
      ClaimReportPath.acceptClaimReportCorrection,
      { reportId, version: waiting.version - 1 },
      mario.token,
    );
    expect(codeOf(stale)).toBe(ErrorCode.CLAIMREPORT_VERSION);

    t.clock.advance(61_000);
    const accepted = await t.post(
      ClaimReportPath.acceptClaimReportCorrection,
      { reportId, version: waiting.version },
      mario.token,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const newSha = accepted.json().sha256 as string;
    expect(newSha).not.toBe(documentSha);
    expect(accepted.json().report).toMatchObject({ state: 'signing', data: { vehicleB: after } });
    const resigned = await t.post(
      ClaimReportPath.confirmClaimReport,
      { reportId, code: await lastCodeTo(t, mario.phone) },
      mario.token,
    );
    expect(resigned.json().report.state).toBe('awaitingB');

    const again = await linkOf();
    expect(again).not.toBe(token);
    // A new link asks B again who B is (docs/decisions/0134).
    await identifyB(t, again);
    t.clock.advance(61_000);
    await t.post(ClaimReportPath.sendClaimReportSignCode, {
      token: again,
      feaTermsVersion: FEA_TERMS_VERSION,
    });
    const signed = await t.post(ClaimReportPath.signClaimReportAsB, {
      token: again,
      code: await lastCodeTo(t, B_STORED),
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const line = await feedLine(reportId);
    expect(line).toMatchObject({
      signedBy: 'A+B',
      // Accepted, B's outcome is B's answer on the new document: signed (the correction accepted).
      evidence: { counterpart: 'signed', correctionAccepted: true },
    });
    // One hash: A's and B's signatures are over the same document, the corrected one.
    const hashes = line.evidence.signatures.map((s: { signer: string; sha256: string }) => [
      s.signer,
      s.sha256,
    ]);
    expect(hashes).toEqual([
      ['A', newSha],
      ['B', newSha],
    ]);
    const copy = Buffer.from(signed.json().copy.pdfBase64, 'base64');
    const text = flat(await pdftotext(copy));
    expect(text).toContain(newSha);
    expect(text).toContain('accettate dal conducente A');
    // B's channel and times, as A's: the code's SMS to the masked foreign number, the link's e-mail too.
    expect(text).toContain('codice monouso via SMS a +44 *** *** 3456');
    expect(text).toContain('Codice inviato il');
    expect(text).toMatch(/Collegamento inviato anche a e-mail j\S*@example\.co\.uk/);
    expect(text).toContain('Identità confermata il');
    expect(text).toContain('Procedevo nella mia corsia.');
    expect(sha256(copy)).toBe(signed.json().copy.sha256);
    expect(await pdfsig(copy)).toContain('Signature is Valid.');
    await expectCmsVerified(copy);
  });

  it('not accepted by A, or not answered in time: the report goes on signed by A alone with B’s proposal', async () => {
    for (const answer of ['A', 'deadline'] as const) {
      t.clock.advance(HOUR);
      const { reportId, token, documentSha } = await signedByA(mario);
      await identifyB(t, token);
      const link = (await t.post(ClaimReportPath.getClaimReportSignLink, { token })).json();
      await t.post(ClaimReportPath.correctClaimReportAsB, { token, vehicleB: corrected(link.vehicleB) });
      if (answer === 'A') {
        const rejected = await t.post(ClaimReportPath.rejectClaimReportCorrection, { reportId }, mario.token);
        expect(rejected.json().report).toMatchObject({ state: 'sent', counterpart: 'corrected' });
        const twice = await t.post(ClaimReportPath.rejectClaimReportCorrection, { reportId }, mario.token);
        expect(codeOf(twice)).toBe(ErrorCode.CLAIMREPORT_STATE);
      } else {
        t.clock.advance(t.config.CLAIM_REPORT_B_HOURS * HOUR + 1);
        await (await claimReportsOfTest(t)).hourly();
        await fresh(mario);
        expect(await report(mario, reportId)).toMatchObject({ state: 'sent', counterpart: 'corrected' });
      }
      const line = await feedLine(reportId);
      expect(line).toMatchObject({
        signedBy: 'A',
        sha256: expect.any(String),
        evidence: { counterpart: 'corrected', correctionAccepted: false },
      });
      expect(line.evidence.signatures).toEqual([
        expect.objectContaining({ signer: 'A', sha256: documentSha }),
      ]);
      const copy = await signedPdf(mario, reportId);
      const text = flat(await pdftotext(copy));
      expect(text).toContain(answer === 'A' ? 'non accettate dal conducente A' : 'non ha risposto nel tempo');
      expect(text).toContain('Procedevo nella mia corsia.');
      expect(await pdfsig(copy), answer).toContain('Signature is Valid.');
      await expectCmsVerified(copy);
    }
  });

  it('accepted while A’s codes of the hour are spent: refused, and still there to answer, nothing lost', async () => {
    t.clock.advance(HOUR);
    const { reportId, token } = await signedByA(mario);
    await identifyB(t, token);
    const link = (await t.post(ClaimReportPath.getClaimReportSignLink, { token })).json();
    await t.post(ClaimReportPath.correctClaimReportAsB, { token, vehicleB: corrected(link.vehicleB) });
    const limiter = new RateLimiter(t.db, t.clock);
    const hour = { bucket: 'claim-sms-user', limit: 5, windowSeconds: 3600 };
    while (await limiter.send([[hour, `user:${mario.userId}`]])) {
      // The hour's codes spent, as five submissions would.
    }
    const waiting = await report(mario, reportId);
    const refused = await t.post(
      ClaimReportPath.acceptClaimReportCorrection,
      { reportId, version: waiting.version },
      mario.token,
    );
    expect([refused.statusCode, codeOf(refused)]).toEqual([429, ErrorCode.RESEND_LIMIT]);
    const still = await report(mario, reportId);
    expect(still).toMatchObject({ state: 'bCorrected', data: { vehicleB: link.vehicleB } });
    expect(still.correction.after).toEqual(corrected(link.vehicleB));
    t.clock.advance(HOUR);
    await fresh(mario);
    const later = await t.post(
      ClaimReportPath.acceptClaimReportCorrection,
      { reportId, version: still.version },
      mario.token,
    );
    expect(later.json().report).toMatchObject({
      state: 'signing',
      data: { vehicleB: corrected(link.vehicleB) },
    });
  });

  it("are A's own report's: another client answers as for a missing one", async () => {
    const other = await claimClient(t);
    t.clock.advance(HOUR);
    const { reportId, token } = await signedByA(mario);
    await identifyB(t, token);
    const link = (await t.post(ClaimReportPath.getClaimReportSignLink, { token })).json();
    await t.post(ClaimReportPath.correctClaimReportAsB, { token, vehicleB: corrected(link.vehicleB) });
    await fresh(other);
    const theirs = await t.post(ClaimReportPath.rejectClaimReportCorrection, { reportId }, other.token);
    expect(codeOf(theirs)).toBe(ErrorCode.NOT_FOUND);
    const accept = await t.post(
      ClaimReportPath.acceptClaimReportCorrection,
      { reportId, version: 1 },
      other.token,
    );
    expect(codeOf(accept)).toBe(ErrorCode.NOT_FOUND);
  });
});
