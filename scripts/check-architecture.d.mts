/** Every server module with what it is in one line (module → its row's text in docs/architecture.md). */
export const MODULES: Record<string, string>;
/** Tables with one owning module (table's Drizzle name → module, or `shared`/`delivery`). */
export const OWNED_TABLES: Record<string, string>;
/** Tables a module reads in a join though another owns them (module → Drizzle names), never writes. */
export const JOINED_TABLES: Record<string, string[]>;
/** The server tree as the rules see it (each non-test file's facts, the module graph, the tables). */
export interface ServerTree {
  modules: string[];
}
/** Reads a server source tree once, for checkServer and checkDocs alike. */
export function readServer(serverSrc: string): ServerTree;
/** The house rules' verdict on a server source tree: one message per violation, empty when in order. */
export function checkServer(serverSrc: string, server?: ServerTree): string[];
/** The verdict on the contract's sources: it imports no server package. */
export function checkContract(contractSrc: string): string[];
/** The table of modules and owners that docs/architecture.md shows, from the lists and the module graph. */
export function modulesTable(server: ServerTree): string;
/** The page's generated table against the one the lists make: empty when they agree. */
export function checkDocs(doc: string, server: ServerTree): string[];
