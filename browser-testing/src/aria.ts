import type { Locator } from 'playwright-core';

/** The text a screen reader reads after an element's name: its aria-describedby targets, in order. */
export function accessibleDescription(target: Locator): Promise<string> {
  return target.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );
}
