import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * A full-page screenshot for a person to look at (never in the repository), when SHOTS_DIR names a folder.
 * Parts of the page the browser has not laid out yet (`content-visibility: auto` far below the viewport)
 * are drawn for it as a visitor scrolling there would see them, instead of as empty stand-ins.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  // Set through the CSSOM, which the pages' Content Security Policy allows, and put back afterwards.
  const shown = await page.evaluateHandle(() =>
    [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      if (getComputedStyle(element).contentVisibility !== 'auto') return false;
      element.style.setProperty('content-visibility', 'visible');
      return true;
    }),
  );
  try {
    await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  } finally {
    await shown.evaluate((elements) =>
      elements.forEach((element) => element.style.removeProperty('content-visibility')),
    );
    await shown.dispose();
  }
}
