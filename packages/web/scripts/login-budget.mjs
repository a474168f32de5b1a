// Prints the gzip weight of what the /login page downloads first: index.html's entry script with its
// static imports, the login screen's chunk with its static imports, and their CSS (budget 150 KB); and
// fails when that code holds React's development build (a build made under NODE_ENV=development) or a
// file of it lacks its precompressed forms.
// Run after `vite build`: node scripts/login-budget.mjs
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MIN_BYTES } from './precompress.mjs';

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

// The server sends the build's own compressed forms (precompress.mjs): each file here worth compressing
// must have them.
const uncompressed = [...files].filter(
  (file) =>
    statSync(join(dist, file)).size >= MIN_BYTES &&
    (!existsSync(join(dist, `${file}.br`)) || !existsSync(join(dist, `${file}.gz`))),
);
if (uncompressed.length > 0) {
  console.log(
    `no .br or .gz beside ${uncompressed.join(', ')}: run scripts/precompress.mjs after vite build`,
  );
  process.exitCode = 1;
}

// React's production build reports its errors by number ("Minified React error #…"); its development
// build carries the full messages instead, and weighs and runs like it.
const code = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join(dist, file), 'utf8'));
if (!code.some((text) => text.includes('Minified React error'))) {
  console.log("React's development build is in the bundle: the build must be a production one");
  process.exitCode = 1;
}
