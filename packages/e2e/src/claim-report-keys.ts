/**
 * The keyboard's ways with the claim report's controls (issue 22: the whole CAI keyboard only), shared by its
 * specs: no pointer, each control focused and pressed or typed into.
 */
import { INSPECTION_MIN_DAYS, workingDaysAfter } from '@area-clienti/contract';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The event's day of the claim-report specs: every policy of the demo's Mario was in force (Auto Sicura from
 * 2025-10-01, Casa Serena from 2024-03-15).
 */
export const EVENT_DATE = '2026-11-20';

/** A photo as a phone's file input hands it (a 1 x 1 PNG): the server decodes and re-encodes it. */
export const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Focuses a control and presses a key on it: the keyboard's way, no pointer. */
export async function press(control: Locator, key = 'Enter') {
  await control.focus();
  await control.press(key);
}

/** Focuses a field and types into it as a keyboard does (what it held selected first, so replaced). */
export async function type(field: Locator, text: string) {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
}

/**
 * Types a date (`yyyy-mm-dd`) into a native date field as a keyboard user does: the digits of each part in
 * the order the field shows them, the field moving on as each part is whole. That order is the browser's own
 * language, not the page's: the Chromium of these tests carries only its en-US resources (Debian's
 * package without chromium-l10n), so its field is mm/dd/yyyy whatever the page's it-IT.
 */
export async function typeDate(field: Locator, iso: string) {
  const [year, month, day] = iso.split('-');
  await field.focus();
  await field.pressSequentially(`${month}${day}${year}`);
  await expect(field).toHaveValue(iso);
}

/** Types a time (`hh:mm`) into a native time field by the keys: in en-US, hh mm and A or P for the half day. */
export async function typeTime(field: Locator, time: string) {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const twelve = String(hours % 12 || 12).padStart(2, '0');
  await field.focus();
  await field.pressSequentially(`${twelve}${String(minutes).padStart(2, '0')}${hours < 12 ? 'A' : 'P'}`);
  await expect(field).toHaveValue(time);
}

/**
 * Where and when the expert can see the damage (art. 148 CAP), required at submission once the client claims
 * damage to their own vehicle or goods: a place, the first five working days offered, the hours; by keys.
 */
export async function fillInspection(page: Page, place = 'Carrozzeria Verdi, Roma') {
  await type(page.getByLabel('Dove (indirizzo o carrozzeria)'), place);
  const days = page.getByRole('group', { name: 'Giorni disponibili' }).getByRole('checkbox');
  for (let index = 0; index < 5; index++) await press(days.nth(index), 'Space');
  await expect(page.getByText('5 giorni scelti su almeno 5')).toBeVisible();
  await typeTime(page.getByLabel('Dalle ore', { exact: true }), '09:00');
  await typeTime(page.getByLabel('Alle ore', { exact: true }), '18:00');
}

/** The same through the API: five working days after Rome's today (after the server's, which is not later). */
export function inspectionData(place = 'Carrozzeria Verdi, Roma') {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  return { place, days: workingDaysAfter(today, INSPECTION_MIN_DAYS), from: '09:00', to: '18:00' };
}
