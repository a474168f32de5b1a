/**
 * Every Italian text the user reads and every message code of the app (SPEC §8), in one folder.
 * Texts quoted by the specification are copied to the letter; the others are ours. The home's
 * at-a-glance texts (`./glance`) are imported from their own file, so that they load with the home and
 * not with the login page.
 */
export * from './access';
export * from './codes';
export * from './errors';
export * from './labels';
export * from './texts';
