#!/usr/bin/env node
// The agency's command line tools: `cli.ts <command> [args]` (docs/operations.md).
import { runCli } from './run.js';

process.exitCode = await runCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  error: (line) => console.error(line),
});
