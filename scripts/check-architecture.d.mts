/** Tables with one owning module (table's Drizzle name → module, or `shared`/`delivery`). */
export const OWNED_TABLES: Record<string, string>;
/** Tables a module reads in a join though another owns them (module → Drizzle names), never writes. */
export const JOINED_TABLES: Record<string, string[]>;
/** The specifiers of a file's static and dynamic imports and re-exports. */
export function importsOf(text: string): string[];
/** The house rules' verdict on a server source tree: one message per violation, empty when in order. */
export function checkServer(serverSrc: string): string[];
/** The verdict on the contract's sources: it imports no server package. */
export function checkContract(contractSrc: string): string[];
