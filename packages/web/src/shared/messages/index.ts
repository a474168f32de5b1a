/**
 * Every Italian text the user reads and every message code of the app (SPEC §8), in one folder.
 * Texts quoted by the specification are copied to the letter; the others are ours.
 */
export * from './codes';
export * from './errors';
export * from './labels';
export * from './texts';
