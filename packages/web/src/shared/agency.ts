/** When the legal texts were last written or reviewed (shown on each page). */
export const LEGAL_TEXTS_DATE = '27 novembre 2026';
