// The front door of `deliveries`: the staff's view of the delivery queue (delivery/), what failed after
// every try and sending it again. The queue itself is a service below the modules.
export { deliveryStaffRoutes } from './staff-routes.js';
