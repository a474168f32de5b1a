import { expect, type Locator, type Page } from '@playwright/test';

/*
 * What a person sees, measured in the browser (issue 35 item 4): boxes that do not overlap, a field's border
 * and its contrast (WCAG 1.4.11), a modal's backdrop over the whole viewport, a control's name holding its
 * visible text (WCAG 2.5.3).
 */

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Fails when the two elements' boxes overlap, naming both. Both are measured in one go in the page: the page
 * may be scrolling (smoothly, after a resize), and two separate reads would be at two scroll positions.
 */
export async function expectApart(first: Locator, second: Locator, what: string) {
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  const other = await second.elementHandle();
  const [a, b] = await first.evaluate(
    (one, two) => [one.getBoundingClientRect().toJSON(), (two as Element).getBoundingClientRect().toJSON()],
    other,
  );
  expect(overlaps(a as Box, b as Box), `${what}: ${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(
    false,
  );
}

/**
 * A field whose four borders are drawn (at least 1 px, solid) in a colour of 3:1 or more against what is
 * behind the field (the first ancestor with a background), and whose label stands clear of it.
 */
export async function expectBoxedField(field: Locator, label: Locator) {
  await expectApart(label, field, 'the label and its field');
  const found = await field.evaluate((input) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = rgb(colour).map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let behind = input.parentElement;
    while (behind && (rgb(getComputedStyle(behind).backgroundColor)[3] ?? 1) === 0)
      behind = behind.parentElement;
    const background = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)';
    const style = getComputedStyle(input);
    return (['Top', 'Right', 'Bottom', 'Left'] as const).map((side) => {
      const colour = style.getPropertyValue(`border-${side.toLowerCase()}-color`);
      const [light, dark] = [luminance(colour), luminance(background)].sort((x, y) => y - x) as [
        number,
        number,
      ];
      return {
        side,
        width: Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
        style: style.getPropertyValue(`border-${side.toLowerCase()}-style`),
        contrast: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
      };
    });
  });
  for (const border of found) {
    expect(border.width, `the ${border.side} border's width`).toBeGreaterThanOrEqual(1);
    expect(border.style, `the ${border.side} border's style`).toBe('solid');
    expect(border.contrast, `the ${border.side} border's contrast`).toBeGreaterThanOrEqual(3);
  }
}

/**
 * The open modal dialog's backdrop covers the viewport, at the top of the page and scrolled to its end: a
 * point at each corner is the dialog's (its backdrop), none of the page behind; and it visibly dims.
 */
export async function expectBackdropOverViewport(page: Page) {
  for (const scrolled of [false, true]) {
    const found = await page.evaluate((toEnd) => {
      window.scrollTo(0, toEnd ? document.documentElement.scrollHeight : 0);
      const dialog = document.querySelector('dialog[open]');
      const [w, h] = [window.innerWidth, window.innerHeight];
      const corners = [
        [0, 0],
        [w - 1, 0],
        [0, h - 1],
        [w - 1, h - 1],
      ].map(([x, y]) => document.elementFromPoint(x as number, y as number) === dialog);
      const backdrop = dialog ? getComputedStyle(dialog, '::backdrop') : null;
      return {
        corners,
        alpha: Number((backdrop?.backgroundColor.match(/[\d.]+/g) ?? [])[3] ?? 1),
        width: backdrop?.width,
        height: backdrop?.height,
        viewport: [`${w}px`, `${h}px`],
      };
    }, scrolled);
    expect(found.corners, `the four corners are the backdrop's${scrolled ? ', scrolled' : ''}`).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([found.width, found.height], "the backdrop's box is the viewport").toEqual(found.viewport);
    expect(found.alpha, 'the backdrop dims the page').toBeGreaterThanOrEqual(0.4);
  }
}

/** Each control's accessible name begins with the text it shows (WCAG 2.5.3 label in name). */
export async function expectNameStartsWithText(controls: Locator) {
  const all = await controls.all();
  expect(all.length, 'controls to check').toBeGreaterThan(0);
  for (const control of all) {
    // biome-ignore lint/performance/useDomNodeTextContent: the text shown, as a person reads it, is the point
    const visible = (await control.innerText()).trim();
    expect(visible).not.toBe('');
    await expect(control).toHaveAccessibleName(
      new RegExp(`^${visible.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  }
}
