import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type UserConfig } from 'vite';
import { contractSchemasOnDemand } from './contract-schemas.plugin';

const require = createRequire(import.meta.url);
/** `@/…` is `src/…`: imports across the app's areas (app, features, shared) name where they go. */
const src = fileURLToPath(new URL('./src', import.meta.url));
/** bootstrap-italia has no "exports" map: its folders are addressed from its package root. */
const bootstrapItalia = path.dirname(require.resolve('bootstrap-italia/package.json'));
/** Where /v1 and /dev go in development and preview (override with API_URL). */
const api = process.env.API_URL ?? 'http://localhost:3000';

const page = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

/** V8's magic comment: compile every function of this file eagerly (docs/decisions/0127). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The module that stands in for zod's English messages in a build. */
const ZOD_NO_LOCALE = '\0zod-no-locale';

/**
 * zod registers its English error messages as the default at the first schema it builds; the web app never
 * shows them (shared/forms/resolver.ts gives every check of a form its Italian words, the API's errors are
 * codes), so a build leaves them out: about 1 KB gzip of every page's first load. A message zod still made
 * would read "Invalid input", zod's own fallback.
 */
function zodWithoutEnglish(): Plugin {
  return {
    name: 'zod-without-english',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source === '../locales/en.js' && importer?.replaceAll('\\', '/').includes('/zod/v4/classic/')) {
        return ZOD_NO_LOCALE;
      }
      return undefined;
    },
    load(id) {
      return id === ZOD_NO_LOCALE ? 'export default () => ({ localeError: () => undefined });' : undefined;
    },
  };
}

/** The modules that stand in for zod's JSON Schema conversion in a build. */
const ZOD_NO_PROCESSORS = '\0zod-no-json-schema-processors';
const ZOD_NO_TO_JSON_SCHEMA = '\0zod-no-to-json-schema';
const zodCore = path.join(path.dirname(require.resolve('zod/package.json')), 'v4/core');

/**
 * Every zod schema carries its JSON Schema conversion (`toJSONSchema()`, a processor per kind of schema):
 * the server writes the API's JSON Schema and OpenAPI document with it, the web app never does. A build
 * gives zod's schemas, in their place, functions that say so when called: about 5 KB gzip of every page
 * that validates with zod. What zod's schemas read at other times from that module (`aggregateChecks`,
 * behind `maxLength`, `minLength`, `format`, which a form reads to size its field) stays zod's own.
 */
function zodWithoutJsonSchema(): Plugin {
  const processors = readFileSync(path.join(zodCore, 'json-schema-processors.js'), 'utf8');
  // Every name the module exports (the processors, toJSONSchema, allProcessors), but the one kept.
  const names = [...processors.matchAll(/^export (?:const|function) (\w+)/gm)]
    .map((match) => match[1])
    .filter((name) => name !== 'aggregateChecks');
  const unavailable =
    "const unavailable = () => { throw new Error('zod JSON Schema: not in the web build (vite.config.ts)'); };";
  return {
    name: 'zod-without-json-schema',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!importer?.replaceAll('\\', '/').includes('/zod/v4/classic/')) return undefined;
      if (source === '../core/json-schema-processors.js') return ZOD_NO_PROCESSORS;
      if (source === '../core/to-json-schema.js') return ZOD_NO_TO_JSON_SCHEMA;
      return undefined;
    },
    load(id) {
      if (id === ZOD_NO_PROCESSORS)
        return [
          `export { aggregateChecks } from ${JSON.stringify(path.join(zodCore, 'json-schema-processors.js'))};`,
          unavailable,
          ...names.map((name) => `export const ${name} = unavailable;`),
        ].join('\n');
      if (id === ZOD_NO_TO_JSON_SCHEMA)
        return [
          unavailable,
          'export const createToJSONSchemaMethod = () => unavailable;',
          'export const createStandardJSONSchemaMethod = () => unavailable;',
        ].join('\n');
      return undefined;
    },
  };
}

/** In development and preview, /admin and below answer console.html, as the server does (app.ts). */
function consoleDocument(): Plugin {
  const toConsole = (req: { url?: string }, _res: unknown, next: () => void) => {
    if (req.url && /^\/admin(?:[/?#]|$)/.test(req.url)) req.url = '/console.html';
    next();
  };
  return {
    name: 'console-document',
    configureServer: (server) => void server.middlewares.use(toConsole),
    configurePreviewServer: (server) => void server.middlewares.use(toConsole),
  };
}

const config: UserConfig = {
  plugins: [
    react(),
    consoleDocument(),
    zodWithoutEnglish(),
    zodWithoutJsonSchema(),
    contractSchemasOnDemand(),
  ],
  resolve: {
    // The contract is consumed as TypeScript source (no build step for it during development).
    conditions: ['source', ...defaultClientConditions],
    alias: {
      '@': src,
      '@bi-fonts': path.join(bootstrapItalia, 'dist/fonts'),
      // The app is written against React's API and types, and runs on Preact's implementation of it
      // (preact/compat): React DOM alone weighed 62 KB gzip of the login page's 138 (decisions/0055).
      // Every browser test runs on the build, so on Preact.
      'react-dom/client': 'preact/compat/client',
      'react-dom/test-utils': 'preact/test-utils',
      'react-dom': 'preact/compat',
      'react/jsx-runtime': 'preact/jsx-runtime',
      'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
      react: 'preact/compat',
    },
  },
  css: {
    preprocessorOptions: {
      scss: {
        loadPaths: [path.join(bootstrapItalia, 'src/scss')],
        // Bootstrap Italia still uses @import and global functions; its warnings are not ours to fix.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: {
    proxy: { '/v1': api, '/dev': api },
  },
  preview: {
    proxy: { '/v1': api, '/dev': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/login-budget.mjs to weigh the login page's first load.
    manifest: true,
    // Fewer files for each page (issue 20, docs/decisions/0089). Left to itself the bundler cuts the code
    // the 30 lazy routes share into one chunk per set of routes sharing it: the home came in 40 files, and
    // with a browser's 6 connections and a slow network's 2 s a request that was 7 rounds, 14 s. Common
    // chunks under 40 KB (source) are copied into the chunks that use them instead: the home now needs 5
    // files beside the entry's, every page stays within its budget (scripts/login-budget.mjs).
    // `preserveEntrySignatures: false` is what the inlining needs: the entries are the app's own, nobody
    // imports their exports.
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 40_000 },
          // zod in one file rather than two (its core and the rest, cut by which pages used what): the pages
          // that validate loaded both (the heaviest console page now 0.4 KB gzip more, the heaviest client
          // page 1.1 KB less), and each file a page asks is one more preload link inserted by the main
          // thread as the page opens (decisions/0127).
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]shared[\\/]lib[\\/]deferred\.ts/ },
          ],
        },
        // Chrome's explicit compile hint (V8, Chrome 136+; other browsers read a comment): every function of
        // the chunk is compiled as the chunk streams in, on a background thread, rather than on the main
        // thread at its first call. A chunk is downloaded only by the page that runs it, and those first
        // calls were most of a phone's long tasks as a page opened (issue 20, docs/decisions/0127). After
        // minification, which would drop it.
        postBanner: COMPILE_HINT,
      },
    },
  },
};

/**
 * The agency's console (console.html, served for /admin and below, docs/decisions/0096) is a build of its
 * own, `vite build --mode console`, written beside the client pages' into the same folder with its own
 * manifest: one build with two entries would cut the code they share into other chunks, and the client
 * pages would download more (the registration page 11 KB gzip more). Two builds leave the client pages'
 * files exactly as they are without the console.
 */
function consoleBuild(base: UserConfig): UserConfig {
  const build = base.build ?? {};
  return {
    ...base,
    build: {
      ...build,
      emptyOutDir: false,
      manifest: '.vite/console-manifest.json',
      rolldownOptions: { ...build.rolldownOptions, input: page('console.html') },
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // A build is a production build whatever the shell says: with NODE_ENV=development left in a
  // developer's shell, Vite would bundle React's development build (larger, slower). Set here, as Vite
  // asks, before it reads the variable; scripts/test.mjs builds under NODE_ENV=development to keep it so.
  if (command !== 'build') return config;
  process.env.NODE_ENV = 'production';
  return mode === 'console' ? consoleBuild(config) : config;
});
