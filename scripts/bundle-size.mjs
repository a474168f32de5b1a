#!/usr/bin/env node
// Prints what the /login page downloads on a first visit (gzip'd JS and CSS), and with --check fails
// above the budget. Reads Vite's manifest: the entry, its static imports, and the login screen's chunk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const dist = 'packages/web/dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  for (const imported of chunk.imports ?? []) collect(imported);
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
collect(entryKey);
const loginKey = Object.keys(manifest).find(
  (key) => /features\/auth\/.*Login.*\.tsx$/.test(key) || /LoginPage/.test(key),
);
if (loginKey) collect(loginKey);

const files = new Set();
for (const key of seen) {
  files.add(manifest[key].file);
  for (const css of manifest[key].css ?? []) files.add(css);
}
let total = 0;
const rows = [];
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  rows.push(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(rows.sort().reverse().join('\n'));
console.log(
  `bundle: /login first load ${(total / 1024).toFixed(1)} KB gzip (JS+CSS), budget ${BUDGET_BYTES / 1024} KB${loginKey ? '' : ' — login chunk not found in the manifest'}`,
);
if (process.argv.includes('--check') && (total > BUDGET_BYTES || !loginKey)) process.exit(1);
