// The front door of `products`: the agency's product catalogue.
import type { FastifyPluginAsync } from 'fastify';
import { productRoutes } from './routes.js';

/** This module's routes, the clients' and the staff's, from the parts the app hands every module alike. */
export const routes = (_parts: object): FastifyPluginAsync[] => [productRoutes()];
