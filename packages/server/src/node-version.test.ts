import { execFile, execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// `npm install` and `npm start` on a Node older than package.json's engines (issue 38 item 8): one line
// saying what is needed, then a stop (scripts/check-node.cjs).
const ROOT = resolve(fileURLToPath(import.meta.url), '../../../..');
const { nodeVersionProblem } = createRequire(import.meta.url)(join(ROOT, 'scripts/check-node.cjs')) as {
  nodeVersionProblem(version: string): string | null;
};
const scripts = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

/**
 * The scripts and package.json in a folder of their own, so that a check that let them through would
 * build nothing of this tree (build-if-changed.mjs would find no workspace to build and fail).
 */
const copy = mkdtempSync(join(tmpdir(), 'area-clienti-scripts-'));
mkdirSync(join(copy, 'scripts'));
copyFileSync(join(ROOT, 'package.json'), join(copy, 'package.json'));
for (const script of ['check-node.cjs', 'build-if-changed.mjs']) {
  copyFileSync(join(ROOT, 'scripts', script), join(copy, 'scripts', script));
}
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/**
 * An old Node to run the scripts under: the machine's /usr/bin/node when it is one (Debian's Node 20), as
 * a user would have it; else this Node, told by a preloaded file that it is 20.20.2.
 */
function oldNode(): { name: string; version: string; command: string[] } {
  const system = '/usr/bin/node';
  if (existsSync(system)) {
    const version = execFileSync(system, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
    if (nodeVersionProblem(version)) return { name: `${system} (v${version})`, version, command: [system] };
  }
  const fake = join(copy, 'node-20.cjs');
  writeFileSync(
    fake,
    "Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '20.20.2' } });",
  );
  return {
    name: 'this Node told it is v20.20.2',
    version: '20.20.2',
    command: [process.execPath, '--require', fake],
  };
}

function run(
  command: string[],
  script: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const [file = '', ...args] = command;
  return new Promise((done) => {
    const child = execFile(
      file,
      [...args, script],
      { cwd: copy, timeout: 30_000 },
      (_error, stdout, stderr) => done({ code: child.exitCode, stdout, stderr }),
    );
  });
}

describe('the Node it runs on', () => {
  it('is refused below the engines of package.json, in one line saying what is needed', () => {
    expect(nodeVersionProblem('20.20.2')).toBe(
      'Area Clienti needs Node.js 22.12 or later; this is Node v20.20.2. ' +
        'Install Node.js 22 (https://nodejs.org/en/download) and run the command again.',
    );
    expect(nodeVersionProblem('v22.11.0')).toMatch(
      /^Area Clienti needs Node.js 22.12 or later; this is Node v22.11.0\. /,
    );
    expect(nodeVersionProblem('18.20.8')).toMatch(/this is Node v18.20.8\. /);
    for (const version of ['22.12.0', '22.23.3', '23.0.0', '24.1.0', process.versions.node]) {
      expect(nodeVersionProblem(version), version).toBeNull();
    }
  });

  const old = oldNode();
  it(`stops npm install (the root's preinstall) and npm start (build-if-changed first) under ${old.name}`, async () => {
    expect(scripts.preinstall).toBe('node scripts/check-node.cjs');
    expect(scripts.start).toMatch(/^node scripts\/build-if-changed\.mjs && /);
    for (const script of ['scripts/check-node.cjs', 'scripts/build-if-changed.mjs']) {
      const { code, stdout, stderr } = await run(old.command, script);
      expect({ script, code, stdout, lines: stderr.trimEnd().split('\n') }).toEqual({
        script,
        code: 1,
        stdout: '',
        lines: [nodeVersionProblem(old.version)],
      });
    }
  });

  it('lets the Node of this run through: the check says nothing and ends well', async () => {
    expect(await run([process.execPath], 'scripts/check-node.cjs')).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
  });
});
