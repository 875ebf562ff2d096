import type { Page } from 'playwright-core';
import { describeFocus } from './keyboard';

/** The parts of an element's look (and of its ::before / ::after) that can draw a focus indicator. */
interface RingStyle {
  outlines: string[];
  shadows: string[];
}

const MARK = 'data-focus-check';

/**
 * Reads the ring style of the element marked with MARK, once its transitions have finished. An outline
 * counts when its style is not none, its width is above 0 and its colour is not transparent.
 */
function readRingStyle(page: Page): Promise<RingStyle> {
  return page.evaluate(async (mark) => {
    const element = document.querySelector(`[${mark}]`);
    if (!element) throw new Error('The element under check has gone');
    await Promise.race([
      Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
    const outlines: string[] = [];
    const shadows: string[] = [];
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && style.content === 'none') continue;
      const transparent = /rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent) {
        outlines.push(`${pseudo ?? ''} ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`);
      }
      if (style.boxShadow !== 'none') shadows.push(`${pseudo ?? ''} ${style.boxShadow}`);
    }
    return { outlines, shadows };
  }, MARK);
}

/**
 * Fails unless the focused element shows a focus indicator: an outline, or a box-shadow, on the element
 * or its ::before / ::after, that it does not have once focus has left it. Focus leaves with Tab and comes
 * back with Shift+Tab, so the check itself uses the keyboard only.
 */
export async function expectVisibleFocus(page: Page, label?: string): Promise<void> {
  const name = label ?? (await describeFocus(page));
  const marked = await page.evaluate((mark) => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    element.setAttribute(mark, '');
    return true;
  }, MARK);
  if (!marked) throw new Error(`No element has focus (expected ${name})`);
  try {
    const focused = await readRingStyle(page);
    await page.keyboard.press('Tab');
    const blurred = await readRingStyle(page);
    await page.keyboard.press('Shift+Tab');
    const back = await page.evaluate((mark) => document.activeElement?.hasAttribute(mark) ?? false, MARK);
    if (!back)
      throw new Error(`Shift+Tab did not return to ${name}; focus is on ${await describeFocus(page)}`);

    const newOutline = focused.outlines.some((outline) => !blurred.outlines.includes(outline));
    const newShadow = focused.shadows.some((shadow) => !blurred.shadows.includes(shadow));
    if (!newOutline && !newShadow) {
      throw new Error(
        `No visible focus indicator on ${name}: focused ${JSON.stringify(focused)}, ` +
          `not focused ${JSON.stringify(blurred)}`,
      );
    }
  } finally {
    await page.evaluate((mark) => document.querySelector(`[${mark}]`)?.removeAttribute(mark), MARK);
  }
}
