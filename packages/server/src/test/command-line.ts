import { runCli } from '../cli/run.js';
import { claimDataDir, type DataDirClaim } from '../shared/data-dir-owner.js';
import type { TestContext } from './harness.js';

/** Runs the command line in this process, as `npm run <command> -- <args>` would: exit code and lines. */
export async function runCommandLine(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const error: string[] = [];
  const code = await runCli(
    argv,
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    { out: (line) => out.push(line), error: (line) => error.push(line) },
  );
  return { code, out, error };
}

/**
 * The test's app listening on a port of 127.0.0.1 and holding `dataDir` as a server does, so that the
 * command line reaches it through /v1/admin/cli/*. Release the claim after the file.
 */
export async function serveDataDir(t: TestContext, dataDir: string, cliToken: string): Promise<DataDirClaim> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const claim = await claimDataDir(dataDir, 'server');
  await claim.announce({ url, cliToken });
  return claim;
}
