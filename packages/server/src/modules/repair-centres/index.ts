// The front door of `repair-centres`: the agency's partner repair centres and the nearest ones.
export { findRepairCentre } from './queries.js';
export { repairCentreRoutes } from './routes.js';
