import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ClaimReportPath } from '@area-clienti/contract';
import { sendDamageReport } from './claim-report-api.js';
import { expect, openSession, test } from './fixtures.js';
import { call, staffSession } from './staff.js';

/*
 * "Denunce di sinistro" in the agency's console (issue 22 item 8): a client signs a damage report, a Staff
 * member finds it among the newest, downloads its signed PDF (the seal checked by poppler's pdfsig) and the
 * report is taken in; the page at a desk's width and a phone's, axe-core on each.
 */

const SUPERUSER = '90000001';
const PDFSIG = '/usr/bin/pdfsig';
const run = promisify(execFile);

/** pdfsig's report on the file (it exits non-zero on an invalid signature: the report all the same). */
async function pdfsigOf(file: string) {
  try {
    const { stdout, stderr } = await run(PDFSIG, [file]);
    return stdout + stderr;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return (failed.stdout ?? '') + (failed.stderr ?? '');
  }
}

test.describe('Denunce di sinistro in the console', () => {
  test('Staff find a damage report just sent, download its signed PDF, and the report is taken in', async ({
    page,
    loginAs,
    freshClient,
    expectAccessible,
  }) => {
    test.slow();
    const client = await freshClient({ like: 'mario' });
    if (!client.cell) throw new Error('Mario has a mobile');
    const clientToken = await loginAs(client.userCode);
    const reportId = await sendDamageReport(page, client, clientToken);
    const admin = await loginAs(SUPERUSER);
    const staff = await staffSession(page, admin, `denunce.${client.userCode.toLowerCase()}`);

    await openSession(page, staff.token, staff.user);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Sezioni della console' });
    // Beside "Richieste", for Staff as for a Superuser.
    const names = await nav.getByRole('link').allTextContents();
    expect(names.indexOf('Denunce di sinistro')).toBe(names.indexOf('Richieste') + 1);
    await nav.getByRole('link', { name: 'Denunce di sinistro' }).click();
    await expect(page).toHaveURL(/\/admin\/denunce$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Denunce di sinistro' })).toBeVisible();

    // The newest first: the report just sent, with its client, policy, dates and state.
    const first = page.locator('.console-result').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(/^Denuncia di danno, \S/);
    await expect(first).toContainText('Inviata');
    await expect(first).toContainText('Da prendere in carico');
    await expect(first).toContainText(`Polizza: ${client.policyNumber('20040050')} (Casa Serena)`);
    await expect(first).toContainText("Data dell'evento: 20/11/2026");
    await expect(first).toContainText(`User ID: ${client.userCode}`);
    await expect(first).toContainText('Sinistro: non ancora aperto');
    await expect(first).toContainText('Presa in carico il: —');
    await expect(first).not.toContainText('Firma del conducente B');
    await expectAccessible();

    // The signed PDF: a PDF, its seal valid for poppler.
    const downloaded = page.waitForEvent('download');
    await first.getByRole('button', { name: /^Scarica il PDF firmato, polizza / }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(`denuncia-${reportId.slice(0, 8)}-firmata.pdf`);
    const dir = await mkdtemp(join(tmpdir(), 'denuncia-'));
    try {
      const file = join(dir, 'denuncia.pdf');
      await download.saveAs(file);
      const bytes = await readFile(file);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      if (existsSync(PDFSIG)) {
        const seal = await pdfsigOf(file);
        expect(seal).toContain('Signature is Valid.');
        expect(seal).toContain('Total document signed');
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // Taken in: the list says when, and the client's report says the agency received it.
    await expect(first).toContainText(/Presa in carico il: \d{2}\/\d{2}\/\d{4}/);
    await expect(first).not.toContainText('Da prendere in carico');
    const own = await call(page, ClaimReportPath.getClaimReport, clientToken, { reportId });
    const timeline = ((await own.json()) as { report: { timeline: { type: string }[] } }).report.timeline;
    expect(timeline.map((event) => event.type)).toContain('received');

    // To the client's page.
    await first.locator('dl').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/admin/clienti/${client.agencyId}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Anagrafica' })).toBeVisible();

    // At a phone's width: no violation, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/denunce');
    await expect(page.locator('.console-result').first()).toContainText('Presa in carico il:');
    await expectAccessible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('a client is refused the console’s list and PDF', async ({ page, loginAs, freshClient }) => {
    const client = await freshClient({ like: 'luca' });
    const token = await loginAs(client.userCode);
    const list = await call(page, ClaimReportPath.getClaimReportInbox, token);
    expect(list.status()).toBe(403);
    const pdf = await call(page, ClaimReportPath.getStaffClaimReportPdf, token, {
      reportId: '00000000-0000-4000-8000-000000000000',
    });
    expect(pdf.status()).toBe(403);
  });
});
