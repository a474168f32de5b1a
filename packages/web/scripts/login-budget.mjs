// Prints the gzip weight of what each page downloads first (the entry script with its static imports, the
// page's own chunk with its static imports, and their CSS): /login within 100 KB, every other page within
// 150 KB (issue 10), each page of the agency's console (console.html, its own entry) within 150 KB too.
// Fails past a budget, when the build holds React itself instead of Preact's implementation of its API (vite.config.ts), development-only code (a build made under
// NODE_ENV=development), a file without its precompressed forms, or a script without V8's compile hint.
// Run after `vite build`: node scripts/login-budget.mjs [dist folder]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MIN_BYTES } from './precompress.mjs';

const LOGIN_BUDGET_KB = 100;
const PAGE_BUDGET_KB = 150;
/** The console's first load (console.html with its heaviest page), decisions/0096. */
const CONSOLE_BUDGET_KB = 150;
const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname;
const readManifest = (name) => JSON.parse(readFileSync(join(dist, '.vite', name), 'utf8'));
const clientManifest = readManifest('manifest.json');
/** The console's own build (vite build --mode console, decisions/0096). */
const consoleManifest = existsSync(join(dist, '.vite/console-manifest.json'))
  ? readManifest('console-manifest.json')
  : null;
const LOGIN_CHUNK = 'src/features/auth/login/LoginPage.tsx';

/** The files a chunk loads before it runs: itself, its static imports, and their CSS. */
function firstLoad(keys, manifest = clientManifest) {
  const files = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  for (const key of keys) collect(key);
  return files;
}

const gzipped = new Map();
const weight = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipped.get(file);
};
const kbOf = (files) => [...files].reduce((sum, file) => sum + weight(file), 0) / 1024;

const login = firstLoad(['index.html', LOGIN_CHUNK]);
for (const file of [...login].sort((a, b) => weight(b) - weight(a))) {
  console.log(`${(weight(file) / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
const html = gzipSync(readFileSync(join(dist, 'index.html'))).length;
console.log(`${(html / 1024).toFixed(2).padStart(8)} KB  index.html (not counted)`);
const loginKb = kbOf(login);
console.log(`${loginKb.toFixed(2).padStart(8)} KB  /login: JS + CSS gzip (budget ${LOGIN_BUDGET_KB} KB)`);
if (loginKb > LOGIN_BUDGET_KB) process.exitCode = 1;

/** The pages a document's router loads when opened: the dynamic entries its code reaches. */
function pagesOf(entry, manifest = clientManifest) {
  const seen = new Set();
  const pages = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    if (manifest[key].isDynamicEntry) pages.add(key);
    for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])])
      walk(next);
  };
  walk(entry);
  return [...pages];
}

/** Weighs each page of a document with the document's entry; prints the heaviest, fails past the budget. */
function checkPages(entry, keys, budgetKb, name, manifest = clientManifest) {
  const pages = keys.map((key) => [key, kbOf(firstLoad([entry, key], manifest))]).sort((a, b) => b[1] - a[1]);
  const [heaviest, heaviestKb] = pages[0] ?? ['none', 0];
  console.log(
    `${heaviestKb.toFixed(2).padStart(8)} KB  ${name}: the heaviest of ${pages.length} pages, ${heaviest} (budget ${budgetKb} KB)`,
  );
  for (const [key, kb] of pages.filter(([, kb]) => kb > budgetKb)) {
    console.log(`${kb.toFixed(2).padStart(8)} KB  ${key}: over the budget`);
    process.exitCode = 1;
  }
  return pages;
}

// Every other page is a chunk the router loads when it is opened (a dynamic entry of the build).
const pages = checkPages(
  'index.html',
  pagesOf('index.html').filter((key) => key !== LOGIN_CHUNK),
  PAGE_BUDGET_KB,
  'client pages',
);

// The agency's console is a document of its own, built apart (console.html, docs/decisions/0096): its
// first load is weighed on its own budget, and none of its code may reach the client pages.
if (!consoleManifest) {
  console.log('no console build: run vite build --mode console (npm run build does)');
  process.exitCode = 1;
}
const consoleFirstLoad = (keys) => firstLoad(keys, consoleManifest ?? {});
const consolePages = consoleManifest
  ? checkPages(
      'console.html',
      pagesOf('console.html', consoleManifest),
      CONSOLE_BUDGET_KB,
      'console',
      consoleManifest,
    )
  : [];
const clientFiles = new Set([...login, ...pages.flatMap(([key]) => [...firstLoad(['index.html', key])])]);
if (Object.keys(clientManifest).some((key) => key.startsWith('src/console/') || key === 'console.html')) {
  console.log("the console's code is in the client pages' build: it must stay in its own (console.html)");
  process.exitCode = 1;
}

const allFiles = new Set([
  ...clientFiles,
  ...consoleFirstLoad(['console.html']),
  ...consolePages.flatMap(([key]) => [...consoleFirstLoad(['console.html', key])]),
]);
// The server sends the build's own compressed forms (precompress.mjs): each file worth compressing must
// have them.
const uncompressed = [...allFiles].filter(
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

const scripts = [...allFiles].filter((file) => file.endsWith('.js'));
const code = scripts.map((file) => readFileSync(join(dist, file), 'utf8'));
// V8's compile hint (decisions/0127) works only on what follows it: it must open the script, after at most
// the one line of Vite's list of preloaded files.
const unhinted = scripts.filter(
  (_, index) => !(code[index] ?? '').split('\n', 2).includes('//# allFunctionsCalledOnLoad'),
);
if (unhinted.length > 0) {
  console.log(`no compile hint in the first lines of ${unhinted.join(', ')} (vite.config.ts, postBanner)`);
  process.exitCode = 1;
}
// React 19 marks its elements with this symbol's name; Preact's implementation of the API does not.
if (code.some((text) => text.includes('react.transitional.element'))) {
  console.log('React itself is in the bundle: the alias to preact/compat (vite.config.ts) is missing');
  process.exitCode = 1;
}
// Development-only code: TanStack Query's warnings (this one on a query that returned nothing) are left
// in only when NODE_ENV is not production.
if (code.some((text) => text.includes('Query data cannot be undefined'))) {
  console.log('development-only code is in the bundle: the build must be a production one');
  process.exitCode = 1;
}
