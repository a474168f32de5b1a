import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Poppler's tools (poppler-utils: pdftotext, pdfinfo, pdfsig, pdfdetach), a reader that is not ours, on
 * the bytes a test made. .ci/run installs them on a fresh machine.
 */
const run = promisify(execFile);

async function withFile<T>(pdf: Uint8Array, work: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'poppler-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await work(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of every page (UTF-8), pages separated by a form feed. */
export const pdftotext = (pdf: Uint8Array) =>
  withFile(pdf, async (file) => (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout);

/** The number of pages pdfinfo reads. */
export const pdfPageCount = (pdf: Uint8Array) =>
  withFile(pdf, async (file) => Number(/^Pages:\s+(\d+)/m.exec((await run('pdfinfo', [file])).stdout)?.[1]));

/** pdfsig's report on the file's signatures (it exits non-zero on an invalid one: the report all the same). */
export const pdfsig = (pdf: Uint8Array) =>
  withFile(pdf, async (file) => {
    try {
      const { stdout, stderr } = await run('pdfsig', [file]);
      return stdout + stderr;
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      return (failed.stdout ?? '') + (failed.stderr ?? '');
    }
  });

/** The files attached to the PDF, by name. */
export const pdfAttachments = (pdf: Uint8Array) =>
  withFile(pdf, async (file, dir) => {
    const out = join(dir, 'attached');
    await mkdir(out);
    await run('pdfdetach', ['-saveall', '-o', out, file]);
    const files = new Map<string, Buffer>();
    for (const name of await readdir(out)) files.set(name, await readFile(join(out, name)));
    return files;
  });
