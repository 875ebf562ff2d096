import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** A full-page screenshot for a person to look at (never in the repository), when SHOTS_DIR names a folder. */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}
