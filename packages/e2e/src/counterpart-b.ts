/**
 * Driver B's page with the keyboard (issue 34): the document read, who B is confirmed, then B's choice. Shared
 * by the claim-report specs that take B's part.
 */
import { codiceFiscaleCheckCharacter } from '@area-clienti/contract';
import { expect, type Page } from '@playwright/test';
import { press, type, typeDate } from './claim-report-keys.js';

const FIRST_15 = 'VRDLDA80A01H501';
/** Driver B of the specs: Aldo Verdi, born in Rome on 1 January 1980, his tax code checked. */
export const B_PERSON = {
  name: 'Aldo',
  surname: 'Verdi',
  birthDate: '1980-01-01',
  taxCode: FIRST_15 + codiceFiscaleCheckCharacter(FIRST_15),
  licence: 'RM7654321Y',
};

/** B says B has read the document, and confirms who B is; B's choices then show. */
export async function readAndIdentify(b: Page, person = B_PERSON) {
  await press(b.getByLabel('Ho letto tutto il documento'), 'Space');
  await type(b.getByLabel('Nome', { exact: true }), person.name);
  await type(b.getByLabel('Cognome', { exact: true }), person.surname);
  await typeDate(b.getByLabel('Data di nascita'), person.birthDate);
  await type(b.getByLabel('Codice fiscale', { exact: true }), person.taxCode);
  await type(b.getByLabel('Numero della patente di guida'), person.licence);
  await press(b.getByRole('button', { name: 'Conferma i miei dati' }));
  await expect(b.getByRole('heading', { name: '3. Che cosa vuoi fare' })).toBeVisible();
}

/** The FEA service terms' checkbox on B's page, ticked before B's code (DPCM art. 57 c.1 lett. a). */
export const feaTermsOf = (b: Page) =>
  b.getByLabel(/^Ho letto e accetto le condizioni del servizio di firma elettronica avanzata/);

/** B chooses to sign: the FEA terms show, B accepts them (unless told not to), and can ask the code. */
export async function chooseToSign(b: Page, { acceptTerms = true } = {}) {
  await press(b.getByRole('button', { name: 'Firma', exact: true }));
  if (acceptTerms) await press(feaTermsOf(b), 'Space');
}
