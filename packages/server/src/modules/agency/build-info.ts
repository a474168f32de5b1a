import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildInfo, buildInfo } from '@area-clienti/contract';

const here = dirname(fileURLToPath(import.meta.url));
/** dist/build-info.json, written by scripts/build-info.mjs at build (this file runs from dist/modules/agency). */
const STAMP_FILE = resolve(here, '../../build-info.json');
/** The server's package.json: three levels up from both src/modules/agency and dist/modules/agency. */
const PACKAGE_FILE = resolve(here, '../../../package.json');

function packageVersion(packageFile: string): string {
  try {
    const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The build stamp: what the build wrote, or — running from source (tsx, tests), where no build wrote
 * one — the package version with `dev` for the commit and the time.
 */
export function readBuildInfo(stampFile = STAMP_FILE, packageFile = PACKAGE_FILE): BuildInfo {
  try {
    const parsed = buildInfo.safeParse(JSON.parse(readFileSync(stampFile, 'utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // No stamp: running from source.
  }
  return { version: packageVersion(packageFile), commit: 'dev', builtAt: 'dev' };
}

/** What the admin page shows: "0.1.0 (3924d47, 2026-11-22T10:00:00.000Z)". */
export const apiBuildVersion = (info: BuildInfo) => `${info.version} (${info.commit}, ${info.builtAt})`;
