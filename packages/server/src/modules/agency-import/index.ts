// The front door of `agency-import`: the one way the agency's data comes in (docs/import.md).
export { importRoutes } from './routes.js';
export { auditCounts, type ImportProgress, importFeed } from './service.js';
