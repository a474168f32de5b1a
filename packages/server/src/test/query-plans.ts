import { type Db, rawSqlOf } from '../db/database.js';

/** A statement the server sent, with its parameters. */
export interface SentQuery {
  text: string;
  params: unknown[];
}

type Query = (this: unknown, ...args: unknown[]) => unknown;

/** The text and parameters of a driver call: (text, params), (config, params) or ({ text, values }). */
function sentQuery(args: unknown[]): SentQuery | null {
  const [first, second] = args;
  if (typeof first === 'string') return { text: first, params: Array.isArray(second) ? second : [] };
  if (first && typeof first === 'object' && 'text' in first) {
    // Drizzle gives node-postgres the values beside the config ({ name, text, rowMode }), pg-boss inside it.
    const { text, values } = first as { text: string; values?: unknown[] };
    return { text, params: Array.isArray(second) ? second : (values ?? []) };
  }
  return null;
}

/**
 * Every statement sent to the database behind `db` while `work` runs: every client of the node-postgres
 * pool. Observed, not changed. The driver is reached through the handle itself (as rawSqlOf does), not through an import of
 * the driver's module, which a test runner may load twice.
 */
export async function recordQueries(db: Db, work: () => Promise<void>): Promise<SentQuery[]> {
  const sent: SentQuery[] = [];
  const record = (original: Query): Query =>
    function (this: unknown, ...args: unknown[]) {
      const query = sentQuery(args);
      if (query) sent.push(query);
      return original.apply(this, args);
    };
  const driver = (db as unknown as { session?: { client?: Record<string, unknown> } }).session?.client;
  if (!driver) throw new Error('no driver client behind this handle');
  const restore: (() => void)[] = [];
  const wrap = (target: Record<string, unknown>, method: string, wrapper: (original: Query) => Query) => {
    const original = target[method] as Query;
    target[method] = wrapper(original);
    restore.push(() => {
      target[method] = original;
    });
  };
  const poolClient = (driver as { Client?: { prototype: Record<string, unknown> } }).Client;
  if (!poolClient) throw new Error('no node-postgres pool behind this handle');
  // The pool's own client class, whose query every pooled connection runs.
  wrap(poolClient.prototype, 'query', record);
  try {
    await work();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return sent;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The tables holding more rows than `rows`, by the planner's statistics. */
async function largeTables(db: Db, rows: number): Promise<Set<string>> {
  const result = await rawSqlOf(db).executeSql(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and c.reltuples > $1`,
    [rows],
  );
  return new Set((result.rows as { relname: string }[]).map((row) => row.relname));
}

/**
 * The statements (selects, updates, deletes) whose plan reads a table of more than `rows` rows whole:
 * "statement → table" for each sequential scan found by EXPLAIN with the statement's own parameters.
 */
export async function sequentialScansOfLargeTables(
  db: Db,
  sent: SentQuery[],
  rows: number,
): Promise<string[]> {
  const large = await largeTables(db, rows);
  const found = new Set<string>();
  for (const { text, params } of sent) {
    if (!/^\s*(select|with|update|delete)\b/i.test(text)) continue;
    const result = await rawSqlOf(db).executeSql(`explain (format json) ${text}`, params);
    const cell = Object.values((result.rows[0] ?? {}) as Record<string, unknown>)[0];
    const plans = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    const visit = (node: PlanNode) => {
      if (node['Node Type'] === 'Seq Scan' && large.has(node['Relation Name'] ?? '')) {
        found.add(`${text.replace(/\s+/g, ' ').slice(0, 160)} → ${node['Relation Name']}`);
      }
      for (const child of node.Plans ?? []) visit(child);
    };
    for (const { Plan } of plans) visit(Plan);
  }
  return [...found];
}

/** One node of a plan, as `planNodesOf` lists them: its type, its table and its index (if any). */
export interface PlannedNode {
  type: string;
  relation: string | undefined;
  index: string | undefined;
}

/** Every node of the plans of the recorded statements (EXPLAIN with each one's own parameters), flattened. */
export async function planNodesOf(db: Db, sent: SentQuery[]): Promise<PlannedNode[]> {
  const nodes: PlannedNode[] = [];
  for (const { text, params } of sent) {
    if (!/^\s*(select|with)\b/i.test(text)) continue;
    const result = await rawSqlOf(db).executeSql(`explain (format json) ${text}`, params);
    const cell = Object.values((result.rows[0] ?? {}) as Record<string, unknown>)[0];
    const plans = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
    const visit = (node: PlanNode & { 'Index Name'?: string }) => {
      nodes.push({ type: node['Node Type'], relation: node['Relation Name'], index: node['Index Name'] });
      for (const child of node.Plans ?? []) visit(child);
    };
    for (const { Plan } of plans) visit(Plan);
  }
  return nodes;
}
