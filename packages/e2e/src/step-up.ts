import { expect, type Page } from '@playwright/test';

/** The step-up dialog (decisions/0092): what a call needing a fresh proof opens. */
export const stepUpDialog = (page: Page) => page.getByRole('dialog', { name: 'Conferma la tua identità' });

/**
 * The step-up of a client without the authenticator app by the password typed again (decisions/0130), with
 * the keyboard alone: "Usa la tua password" (Enter), the field takes the focus, the password, Enter.
 */
export async function typePasswordAgain(page: Page, password: string) {
  const dialog = stepUpDialog(page);
  const usePassword = dialog.getByRole('button', { name: 'Usa la tua password' });
  await usePassword.focus();
  await expect(usePassword).toBeFocused();
  await page.keyboard.press('Enter');
  const field = dialog.getByLabel('Password', { exact: true });
  await expect(field).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}
