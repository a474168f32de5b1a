export * from './auth.js';
export * from './constants.js';
export * from './data.js';
export * from './domain.js';
export * from './envelope.js';
export * from './errors.js';
export * from './paths.js';
export * from './products.js';
