// The front door of `glance`: the policies at a glance and what is due. The rules stay in rules.ts,
// which the mutation tests aim at; the calendar reads the same rules.
export { glanceRoutes } from './routes.js';
export { type GlanceInput, isCancelled, isDay, paymentAmount, readableParts, unpaidOf } from './rules.js';
export { glanceInputOf } from './service.js';
