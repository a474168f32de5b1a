#!/usr/bin/env node
// The agency's command line tools: `cli.ts <command> [args]` (docs/operations.md).
import { runCli, stopsOnCtrlC } from './run.js';

const argv = process.argv.slice(2);
const ctrlC = new AbortController();
// A command that stops on Ctrl-C (an import) is told, and ends having written nothing; a second Ctrl-C,
// and Ctrl-C of any other command, end the tool at once as usual.
if (stopsOnCtrlC(argv[0])) {
  process.once('SIGINT', () => {
    console.error('Cancelling…');
    ctrlC.abort();
    process.once('SIGINT', () => process.exit(130));
  });
}

process.exitCode = await runCli(
  argv,
  process.env,
  { out: (line) => console.log(line), error: (line) => console.error(line) },
  ctrlC.signal,
);
