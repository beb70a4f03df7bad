import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** What has focus, as a person would name it: role or tag, then its accessible label or text. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(nothing: the page itself)';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const labelledBy = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
      element.textContent ??
      '';
    return `${role} "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  });
}

const isFocused = (target: Locator) =>
  target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

interface TabOptions {
  /** The key that moves focus: Shift+Tab walks backwards, arrows move inside lists and menus. */
  key?: string;
  /** Presses allowed before giving up; a failure lists every stop on the way. */
  maxPresses?: number;
}

/**
 * Presses Tab (or `key`) until `target` has focus, as a keyboard user would, and fails with the
 * list of everything that took focus on the way when it is not reached within the cap.
 */
export async function tabTo(page: Page, target: Locator, options: TabOptions = {}) {
  const { key = 'Tab', maxPresses = 40 } = options;
  const stops: string[] = [];
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
    stops.push(await describeFocus(page));
  }
  throw new Error(
    `${target} was not reached within ${maxPresses} presses of ${key}; focus went to:\n  ` +
      stops.join('\n  '),
  );
}

/**
 * Waits for `target` to take focus by itself (a dialog opening, focus returning to a button): as
 * long as an upload's check in the page takes on two cores busy with npm test's other lanes.
 */
export async function expectFocused(page: Page, target: Locator) {
  try {
    await expect.poll(() => isFocused(target), { timeout: 30_000 }).toBe(true);
  } catch {
    throw new Error(`${target} did not get focus; focus is on ${await describeFocus(page)}`);
  }
}

/**
 * The focused element shows where keyboard focus is: it matches :focus-visible and draws an
 * outline or a ring (box-shadow), or, for a text field or select, its outlined frame thickens.
 */
export async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const frame = element
      .closest('.MuiOutlinedInput-root.Mui-focused')
      ?.querySelector(':scope > .MuiOutlinedInput-notchedOutline');
    const thickFrame = frame ? parseFloat(getComputedStyle(frame).borderTopWidth) >= 2 : false;
    return {
      focusVisible: element.matches(':focus-visible'),
      ring: outline || style.boxShadow !== 'none' || thickFrame,
    };
  });
  expect(focus, `a visible focus indicator on ${await describeFocus(page)}`).toEqual({
    focusVisible: true,
    ring: true,
  });
}
