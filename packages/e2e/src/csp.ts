/**
 * The Content-Security-Policy's refusals as the browser reports them (`securitypolicyviolation`), from the
 * page's first script on: a spec starts listening before it opens the page, then reads what was refused.
 */
import type { Page } from '@playwright/test';

type Watched = Window & { cspViolations?: string[] };

/** Records every violation of the pages this `page` opens from now on: directive, what was refused, where. */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Watched).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

/** The violations recorded on the page now shown. */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as Watched).cspViolations ?? []);
