// The front door of `products`: the agency's product catalogue.
export { productRoutes } from './routes.js';
