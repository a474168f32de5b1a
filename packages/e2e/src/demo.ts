/** The demo agency's password and application id, as the browser tests and the Lighthouse bench log in. */
export const DEMO_PASSWORD = 'Prova2026!';
export const APPLICATION_ID = 'area-clienti';
