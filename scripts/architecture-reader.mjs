// How scripts/check-architecture.mjs reads a source file: parsed by the TypeScript compiler (syntax only, one
// file at a time), it answers the facts the rules judge (decisions/0161). A pattern over the text missed an
// import laid over lines with a comment, a namespace import, a write through a renamed table and
// `db.execute(sql`…`)`; the parse sees each. The facts of a text are kept by its hash (in memory, and on disk
// for the lint, in node_modules/.cache): parsing the whole server costs about 1.5 s of CPU, a run that finds
// every file unchanged 0.1 s.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);
/**
 * Loaded at the first file not already known. Required, not imported: an ESM import of this 9 MB CommonJS
 * file first scans it for its export names, which took longer than parsing the whole server.
 */
let ts;

const isString = (node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
const withoutWrapping = (node) =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)
    ? withoutWrapping(node.expression)
    : node;
const isSqlTag = (node) => ts.isIdentifier(node) && node.text === 'sql';
/** SQL written in place: a tagged template (`sql\`…\``), a string, or a call of `sql.*` (`sql.raw`, `sql.join`). */
const isSqlText = (node) =>
  ts.isTaggedTemplateExpression(node) ||
  isString(node) ||
  (ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    isSqlTag(node.expression.expression));
const bindingsOf = (elements) =>
  elements.map((element) => ({
    name: (element.propertyName ?? element.name).text,
    local: element.name.text,
  }));

/**
 * What the rules read in one file: its imports and re-exports (each with its `form`: named, namespace,
 * every (`export *`), dynamic or computed; `how` it was written; the `names` it binds, each under its
 * `local` name), the raw SQL it runs, the names it inserts into, updates or deletes from, and the tables it
 * defines (`export const x = pgTable('x', …)`, with their SQL names).
 */
function parse(file, text) {
  ts ??= require('typescript');
  const { SyntaxKind } = ts;
  const source = ts.createSourceFile(
    file,
    text,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const imports = [];
  const rawSql = new Set();
  const writes = new Set();
  const sqlConstants = new Set();
  const executed = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const namespace = bindings && ts.isNamespaceImport(bindings);
      imports.push({
        specifier: node.moduleSpecifier.text,
        form: namespace ? 'namespace' : 'named',
        how: namespace ? `import * as ${bindings.name.text}` : 'import',
        names: [
          ...(clause?.name ? [{ name: 'default', local: clause.name.text }] : []),
          ...(bindings && ts.isNamedImports(bindings) ? bindingsOf(bindings.elements) : []),
        ],
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const named = clause && ts.isNamedExports(clause);
      imports.push({
        specifier: node.moduleSpecifier.text,
        form: named ? 'named' : 'every',
        how: named ? 'export' : clause ? `export * as ${clause.name.text}` : 'export *',
        names: named ? bindingsOf(clause.elements) : [],
        reexport: true,
      });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const { expression } = node.moduleReference;
      if (ts.isStringLiteral(expression)) {
        const how = `import ${node.name.text} = require()`;
        imports.push({ specifier: expression.text, form: 'namespace', how, names: [] });
      }
    } else if (ts.isImportTypeNode(node)) {
      // `typeof import('…')` in a type: no code runs, but the file still depends on that one.
      const { argument } = node;
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)) {
        imports.push({ specifier: argument.literal.text, form: 'dynamic', how: 'import()', names: [] });
      }
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const [first] = node.arguments;
      if (callee.kind === SyntaxKind.ImportKeyword) {
        const literal = first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first));
        imports.push({
          specifier: literal ? first.text : null,
          form: literal ? 'dynamic' : 'computed',
          how: 'import()',
          names: [],
        });
      } else if (ts.isIdentifier(callee) && (callee.text === 'rawSqlOf' || callee.text === 'selectRows')) {
        rawSql.add(callee.text);
      } else if (ts.isPropertyAccessExpression(callee)) {
        const method = callee.name.text;
        if (method === 'executeSql' || (method === 'raw' && isSqlTag(callee.expression))) {
          rawSql.add(method === 'raw' ? 'sql.raw' : method);
        } else if (method === 'execute' && first) {
          const on = callee.expression.getText(source);
          executed.push({
            argument: withoutWrapping(first),
            what: on.length > 16 ? 'execute' : `${on}.execute`,
          });
        } else if (['insert', 'update', 'delete'].includes(method) && first && ts.isIdentifier(first)) {
          writes.add(first.text);
        }
      }
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (isSqlText(withoutWrapping(node.initializer))) sqlConstants.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // `db.execute(sql\`…\`)`, a string, or a constant holding one; `.execute({ … })` runs a prepared query.
  for (const { argument, what } of executed) {
    if (isSqlText(argument) || (ts.isIdentifier(argument) && sqlConstants.has(argument.text)))
      rawSql.add(what);
  }
  const tables = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((modifier) => modifier.kind === SyntaxKind.ExportKeyword)) continue;
    for (const { name, initializer: call } of statement.declarationList.declarations) {
      if (!call || !ts.isCallExpression(call) || !ts.isIdentifier(name) || !ts.isIdentifier(call.expression))
        continue;
      const [sqlName] = call.arguments;
      if (/^pg(?:Table|Sequence)$/.test(call.expression.text) && sqlName && ts.isStringLiteral(sqlName)) {
        tables.push({ name: name.text, sqlName: sqlName.text });
      }
    }
  }
  return { imports, rawSql: [...rawSql], writes: [...writes], tables };
}

/** Facts already read, by the hash of the text they were read from. */
let known = new Map();
/** The hashes read since the disk's facts were loaded: only they are written back. */
const used = new Set();

/** The facts of one file's text (parse's), read once per text. */
export function factsOf(file, text) {
  const key = createHash('sha1')
    .update(file.endsWith('.tsx') ? 'tsx:' : 'ts:')
    .update(text)
    .digest('base64');
  used.add(key);
  if (!known.has(key)) known.set(key, parse(file, text));
  return known.get(key);
}

/** What a kept fact depends on besides the text: this reader and the compiler's version. */
function readerVersion() {
  const reader = readFileSync(new URL(import.meta.url), 'utf8');
  const compiler = readFileSync(require.resolve('typescript/package.json'), 'utf8');
  return createHash('sha1').update(reader).update(compiler).digest('base64');
}

/** Loads the facts kept at `path` by an earlier run of this reader and compiler, if any. */
export function loadKnownFacts(path) {
  try {
    const kept = JSON.parse(readFileSync(path, 'utf8'));
    if (kept.version === readerVersion()) known = new Map(Object.entries(kept.facts));
  } catch {
    // None kept yet, or unreadable: every file is parsed.
  }
}

/** Keeps at `path` the facts of the texts read this run (those of changed or removed files drop out). */
export function keepKnownFacts(path) {
  const facts = Object.fromEntries([...used].map((key) => [key, known.get(key)]));
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}`;
  writeFileSync(partial, JSON.stringify({ version: readerVersion(), facts }));
  renameSync(partial, path);
}
