/**
 * How the web app takes the contract's zod schemas (docs/decisions/0121): each one built when a page first
 * uses it, never at the top of a module as it loads.
 *
 * The contract builds its schemas at the top level of its modules, and a page that needs one reply schema of
 * a module (the home: the policy list's) built all of them, every dossier tab's, every request only the
 * server reads, inside the long task that evaluates the page's modules: the blocking time left on the home
 * and the policy page (issue 20). The server keeps the contract exactly as written (the same objects for its
 * JSON Schema, its OpenAPI document, its compiled replies); in the web app this transform rewrites each
 * top-level declaration that builds a schema into one built at its first use:
 *
 *   export const dossier = z.object({…})  →  export const dossier = deferred(() => z.object({…}))
 *
 * `deferred` (src/shared/lib/deferred.ts) answers a stand-in that builds the schema the first time anything reads it (a parse, `.shape`,
 * `.extend(…)`, another schema's parse reaching it) and from then on forwards to it: what the schema accepts
 * is the contract's own. A declaration is deferred when its value comes from calls rooted at `z`, at a
 * helper answering a schema (`okReply`, `textOrWholeNumber`, `textFilter`) or at another deferred
 * declaration; anything else (arrays, sets, codes) is left as written, and its calls are marked pure so
 * that an unused one is left out of the bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

const CONTRACT = fileURLToPath(new URL('../contract/src/', import.meta.url));
/** The contract's source modules, as the web consumes them (resolve.conditions: 'source'). */
const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/].+(?<!\.test)\.ts$/;
/** The contract's functions answering a new schema, by name. */
const SCHEMA_HELPERS = ['z', 'okReply', 'textOrWholeNumber', 'textFilter'];
/** The stand-in each deferred declaration becomes (a module of the app, unit-tested there). */
const DEFERRED = fileURLToPath(new URL('./src/shared/lib/deferred.ts', import.meta.url));

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** A top-level `const` declarator of a module, and whether the module exports it. */
interface Declarator {
  node: AstNode;
  name: string;
  exported: boolean;
}

/** The top-level `const` declarators of a module, exported or not. */
function topLevelDeclarators(program: { body: AstNode[] }): Declarator[] {
  return program.body.flatMap((statement) => {
    const exported = statement.type === 'ExportNamedDeclaration';
    const declaration = exported ? (statement.declaration as AstNode | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') return [];
    return (declaration.declarations as AstNode[]).map((node) => ({
      node,
      name: (node.id as AstNode).name as string,
      exported,
    }));
  });
}

/** The name a chain of calls and properties starts from: `z` for `z.string().max(3)`. */
function rootName(node: AstNode | null | undefined): string | undefined {
  let at = node;
  while (at?.type === 'CallExpression' || at?.type === 'MemberExpression')
    at = (at.type === 'CallExpression' ? at.callee : at.object) as AstNode;
  return at?.type === 'Identifier' ? (at.name as string) : undefined;
}

const isChain = (node: AstNode | null | undefined) => node?.type === 'CallExpression';

/**
 * The contract's declarations built as schemas, module by module: a schema built from another one is one too,
 * whether it is the module's own (`text(…)` in one module may be a helper, `text` in another a schema: a
 * module's own name is looked up in it first) or imported from another module (its exported schemas).
 */
function schemaNames(): Map<string, Set<string>> {
  const files = readdirSync(CONTRACT, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(CONTRACT, file))
    .filter((file) => CONTRACT_SOURCE.test(file));
  const modules = files.map((file) => ({
    file,
    declarators: topLevelDeclarators(
      parseAst(readFileSync(file, 'utf8'), { lang: 'ts' }) as unknown as { body: AstNode[] },
    ),
  }));
  const local = new Map(modules.map(({ file }) => [file, new Set<string>()]));
  const exported = new Set<string>();
  const isSchemaRoot = (module: (typeof modules)[number], name: string) => {
    if (SCHEMA_HELPERS.includes(name)) return true;
    if (module.declarators.some((declarator) => declarator.name === name)) {
      return local.get(module.file)?.has(name) ?? false;
    }
    return exported.has(name);
  };
  for (let grew = true; grew; ) {
    grew = false;
    for (const module of modules) {
      const schemas = local.get(module.file) as Set<string>;
      for (const { node, name, exported: isExported } of module.declarators) {
        const init = node.init as AstNode | null;
        if (schemas.has(name) || !isChain(init) || !isSchemaRoot(module, rootName(init) ?? '')) continue;
        schemas.add(name);
        if (isExported) exported.add(name);
        grew = true;
      }
    }
  }
  return local;
}

/** Calls evaluated to give a value (not those inside a function's body, which runs later). */
function callStarts(node: unknown, starts: number[]): number[] {
  if (!node || typeof node !== 'object') return starts;
  if (Array.isArray(node)) {
    for (const item of node) callStarts(item, starts);
    return starts;
  }
  const ast = node as AstNode;
  if (/Function|ClassBody/.test(ast.type)) return starts;
  if (ast.type === 'CallExpression' || ast.type === 'NewExpression') starts.push(ast.start);
  for (const [key, value] of Object.entries(ast)) if (key !== 'type') callStarts(value, starts);
  return starts;
}

export function contractSchemasOnDemand(): Plugin {
  let schemas: Map<string, Set<string>> | undefined;
  return {
    name: 'contract-schemas-on-demand',
    transform: {
      filter: { id: CONTRACT_SOURCE },
      handler(code, id) {
        schemas ??= schemaNames();
        const own = schemas.get(path.normalize(id.split('?')[0] ?? id)) ?? new Set<string>();
        const program = this.parse(code, { lang: 'ts' }) as unknown as { body: AstNode[] };
        // The import goes on the first line, not a line of its own: the lines of the source map stay true.
        // Insertions, by position: a deferred declaration's value is wrapped whole; the other values' calls
        // are marked pure.
        const edits: [number, string][] = [];
        let deferredAny = false;
        for (const { node, name } of topLevelDeclarators(program)) {
          const init = node.init as AstNode | null;
          if (!init) continue;
          if (own.has(name)) {
            edits.push([init.start, '/* @__PURE__ */ __deferred(() => ('], [init.end, '))']);
            deferredAny = true;
          } else {
            for (const start of new Set(callStarts(init, []))) edits.push([start, '/* @__PURE__ */ ']);
          }
        }
        if (edits.length === 0) return undefined;
        let out = deferredAny ? `import { deferred as __deferred } from ${JSON.stringify(DEFERRED)};` : '';
        let last = 0;
        for (const [at, text] of edits.sort((a, b) => a[0] - b[0])) {
          out += code.slice(last, at) + text;
          last = at;
        }
        return { code: out + code.slice(last), map: null };
      },
    },
  };
}
