import type { Page } from 'playwright-core';

/** WCAG 2.5.5 and the platforms' guidelines: a finger needs 44x44 CSS pixels. */
const MIN_TOUCH = 44;

interface SmallTarget {
  control: string;
  width: number;
  height: number;
}

/**
 * Every control a finger can use on the page as it is now, with its hit area: the square of
 * `MIN_TOUCH` around its centre is probed with `elementFromPoint`, so padding, pseudo-elements
 * and a neighbour overlapping it all count as a finger would meet them. A disabled control takes
 * no pointer events, so its box is measured instead. Links inside running text are exempt (WCAG
 * 2.5.5's inline exception); so is what is hidden, inert or covered by an open dialog.
 */
export async function smallTouchTargets(page: Page): Promise<SmallTarget[]> {
  // Run through tsx (the screenshots script), named functions call a `__name` helper the page lacks.
  await page.evaluate('globalThis.__name ??= (target) => target');
  return page.evaluate(async (min) => {
    const CONTROLS = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'label:has(> input[type="file"])',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="switch"]',
      '[role="radio"]',
      '[role="tab"]',
      '[role="combobox"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');

    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        (element instanceof HTMLElement ? element.innerText : '').trim().replace(/\s+/g, ' ') ??
        '';
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      return `${role} "${name.slice(0, 50)}"`;
    };

    /** A link inside a sentence: its line's height is the text's, by design. */
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      if (!block) return false;
      const text = block.textContent?.replace(element.textContent ?? '', '').trim() ?? '';
      return /[a-z]{3}/i.test(text);
    };

    const usable = (element: Element) => {
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      if (element instanceof HTMLInputElement) {
        // MUI's selects and file pickers keep a native input out of sight; its visible control is checked.
        if (element.type === 'file' || element.tabIndex < 0) return false;
        // A checkbox's own input is invisible but lies over the box it draws, and takes the touch.
        if (getComputedStyle(element).opacity === '0' && !element.closest('.MuiCheckbox-root')) {
          return false;
        }
      }
      if (element.getClientRects().length === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden';
    };

    // With a dialog or menu open, what lies under its backdrop cannot be touched.
    const modals = [...document.querySelectorAll('[role="presentation"].MuiModal-root')].filter(
      (modal) => !modal.classList.contains('MuiModal-hidden'),
    );
    const topModal = modals.at(-1);

    const candidates = [...document.querySelectorAll(CONTROLS)].filter(
      (element) =>
        usable(element) && !inRunningText(element) && (!topModal || topModal.contains(element)),
    );

    const small: { control: string; width: number; height: number }[] = [];
    const style = document.createElement('style');
    // Measured where they rest, not half-way through a smooth scroll.
    style.textContent = '* { scroll-behavior: auto !important; }';
    document.head.append(style);
    for (const control of candidates) {
      // A text field is touched anywhere in its frame, which focuses the field inside.
      const element = control.closest('.MuiInputBase-root') ?? control;
      element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = element.getBoundingClientRect();
      // Focus-trap sentinels have no size; a skip link waits off screen until it has focus.
      if (box.width < 1 || box.height < 1) continue;
      if (box.right <= 0 || box.bottom <= 0 || box.left >= innerWidth || box.top >= innerHeight) {
        continue;
      }
      const disabled =
        element.matches(':disabled, [aria-disabled="true"], .Mui-disabled') ||
        getComputedStyle(element).pointerEvents === 'none';
      let width = box.width;
      let height = box.height;
      if (disabled) {
        // Its hit area, as it will be once enabled: the box, or the layer that widens it.
        const layer = getComputedStyle(element, '::after');
        if (layer.content !== 'none' && layer.position === 'absolute') {
          width = Math.max(width, parseFloat(layer.width) || 0);
          height = Math.max(height, parseFloat(layer.height) || 0);
        }
      } else {
        const hits = (x: number, y: number) => {
          const hit = document.elementFromPoint(x, y);
          return hit !== null && (hit === element || element.contains(hit));
        };
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        // How far from the centre the control still catches a finger, each way, up to half of `min`.
        const reach = (dx: number, dy: number) => {
          let step = 0;
          while (step < min / 2) {
            const x = cx + dx * (step + 1);
            const y = cy + dy * (step + 1);
            // The screen's edge ends a target; a finger there still lands on it.
            if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return min / 2;
            if (!hits(x, y)) break;
            step += 1;
          }
          return step;
        };
        if (!hits(cx, cy)) {
          const cover = document.elementFromPoint(cx, cy);
          // An open list (a select's, a search's) lies over the field it belongs to.
          if (cover?.closest('[role="listbox"], [role="menu"]')) continue;
          small.push({
            control: `${describe(control)} (covered by ${cover ? describe(cover) : 'nothing'})`,
            width: 0,
            height: 0,
          });
          continue;
        }
        width = reach(-1, 0) + 1 + reach(1, 0);
        height = reach(0, -1) + 1 + reach(0, 1);
      }
      if (width < min || height < min) {
        small.push({
          control: describe(control),
          width: Math.round(width),
          height: Math.round(height),
        });
      }
    }
    style.remove();
    window.scrollTo(0, 0);
    return small;
  }, MIN_TOUCH);
}

/** Fails naming every control smaller than a finger on the page as it is now. */
export async function expectTouchTargets(page: Page, where: string) {
  const small = await smallTouchTargets(page);
  if (small.length > 0) {
    throw new Error(
      `${small.length} control(s) smaller than ${MIN_TOUCH}x${MIN_TOUCH} px on ${where}:\n` +
        small.map((target) => `  ${target.control}: ${target.width}x${target.height}`).join('\n'),
    );
  }
}
