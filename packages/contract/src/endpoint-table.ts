import * as endpoints from './endpoints/index.js';

export { endpointNotes } from './endpoints/notes.js';
/**
 * The table as one namespace, `endpoints.getGaranzie`, for the server. The web client reads only its
 * types (`EndpointAt`), so a page's bundle carries no row: just the path and reply schema it sends with.
 */
export { endpoints };

/** The name of a call in the table (its key in ApiPath too). */
export type EndpointName = keyof typeof endpoints;

type Row = (typeof endpoints)[EndpointName];
/** The row of the table at a path: what the web client types a call with, importing no row at all. */
export type EndpointAt<Path extends Row['path']> = Extract<Row, { path: Path }>;
/** The paths of the calls answering JSON, and of those answering a file. */
export type JsonPath = Extract<Row, { reply: unknown }>['path'];
export type FilePath = Extract<Row, { file: string }>['path'];
