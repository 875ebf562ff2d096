import type { Locator, Page } from 'playwright-core';

/** A short, readable name of the focused element, for failure messages ("button "Open menu""). */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      '';
    return `${element.tagName.toLowerCase()} "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  });
}

/** True when `target` exists and holds the keyboard focus. */
export async function hasFocus(target: Locator): Promise<boolean> {
  if ((await target.count()) === 0) return false;
  try {
    return await target.first().evaluate((element) => element === document.activeElement, undefined, {
      timeout: 1_000,
    });
  } catch {
    return false; // replaced by a re-render between count() and evaluate()
  }
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has focus, as a keyboard user would; fails with
 * the elements passed on the way when it is not reached within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 60 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  const passed: string[] = [];
  for (let press = 0; press <= max; press++) {
    if (await hasFocus(target)) return;
    if (press === max) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    passed.push(await describeFocus(page));
  }
  throw new Error(`${target} not reached with ${max} presses of Tab; focus went:\n  ${passed.join('\n  ')}`);
}

/** Waits until `target` has focus (focus often moves a render or a request later). */
export async function expectFocus(target: Locator, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await hasFocus(target)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const page = target.page();
  throw new Error(
    `${target} did not get focus within ${timeoutMs} ms; focus is on ${await describeFocus(page)}`,
  );
}

/** Replaces the text of the focused field as a keyboard user would: select all, then type. */
export async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}
