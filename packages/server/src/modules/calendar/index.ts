// The front door of `calendar`: a client's due dates as an iCalendar feed.
export { calendarRoutes } from './routes.js';
