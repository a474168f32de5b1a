import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The Chromium the tests drive: E2E_CHROMIUM if set, else the system's (Debian's `chromium`), else the
 * one carried inside the @sparticuz/chromium npm package, so that `npm test` needs nothing installed by
 * hand. Resolved synchronously because Playwright reads its configuration synchronously.
 */
export function chromiumExecutable(): string {
  if (process.env.E2E_CHROMIUM) return process.env.E2E_CHROMIUM;
  for (const name of SYSTEM_NAMES) {
    const found = onPath(name);
    if (found) return found;
  }
  const script =
    "import('@sparticuz/chromium').then((m) => m.default.executablePath()).then((p) => process.stdout.write(p))";
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim();
}

/** Flags for a closed network and a root user (DESIGN.md "Known facts of this machine"). */
export const CHROMIUM_ARGS = [
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
