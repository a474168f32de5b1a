// Prints the gzip weight of what the /login page downloads first: index.html's entry script with its
// static imports, the login screen's chunk with its static imports, and their CSS (budget 150 KB).
// Run after `vite build`: node scripts/login-budget.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const LOGIN_CHUNK = 'src/features/auth/login/LoginPage.tsx';

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect('index.html');
collect(LOGIN_CHUNK);

let total = 0;
const rows = [...files].map((file) => {
  const size = gzipSync(readFileSync(join(dist, file))).length;
  total += size;
  return [file, size];
});
const html = gzipSync(readFileSync(join(dist, 'index.html'))).length;
for (const [file, size] of rows.sort((a, b) => b[1] - a[1])) {
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(`${(html / 1024).toFixed(2).padStart(8)} KB  index.html (not counted)`);
const kb = total / 1024;
console.log(`${kb.toFixed(2).padStart(8)} KB  total JS + CSS gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) process.exitCode = 1;
