import type { Page } from 'playwright-core';

/**
 * Layout checks that read boxes, never pixels: what a person sees as broken whatever the colours and fonts.
 * Each answers the problems it found, one sentence each (empty when the page passes), so a test can report
 * every problem of every page at once.
 */

export interface StaffTimeZone {
  /** The IANA zone every time shown to staff is in ('Africa/Nairobi'). */
  id: string;
  /** How the screen names it beside each time ('EAT'). */
  abbreviation: string;
}

/**
 * - The page does not scroll sideways, nothing sticks out past the viewport's edges, and no part of it scrolls
 *   sideways inside its own box (a table wider than a phone), but code, which keeps its lines.
 * - No label's text overlaps another label's text or a control (input, select, text area, button).
 * - A heading that has focus (moved there by script, for screen readers) shows no focus ring.
 * - With `staffTimes`: every time of day on the page is a `<time datetime>` whose text shows that instant's
 *   hour and minute in the zone and names the zone (or, when the element declares its own zone with
 *   `data-time-zone`, in and naming that zone), and every date-time input's label names the zone.
 */
export function layoutProblems(page: Page, options: { staffTimes?: StaffTimeZone } = {}): Promise<string[]> {
  return page.evaluate(({ staffTimes }) => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const name = element.getAttribute('aria-label') ?? element.getAttribute('name');
      return `<${element.tagName.toLowerCase()}>${text ? ` "${text}"` : name ? ` (${name})` : ''}`;
    };
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const box = element.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) is for screen readers: it takes no room on screen.
      return box.width > 1 && box.height > 1;
    };

    // Sideways: the document, anything past the viewport, and boxes that scroll sideways themselves.
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > viewport + 1)
      problems.push(`the page scrolls sideways (${scrollWidth} px in ${viewport} px)`);
    const clippedOrScrolled = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    const outside: string[] = [];
    const scrolling: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!visible(element)) continue;
      const box = element.getBoundingClientRect();
      if ((box.right > viewport + 1 || box.left < -1) && !clippedOrScrolled(element)) {
        outside.push(`${describe(element)} (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
      }
      const overflow = getComputedStyle(element).overflowX;
      if (
        (overflow === 'auto' || overflow === 'scroll') &&
        element.scrollWidth > element.clientWidth + 1 &&
        !element.closest('pre, code')
      ) {
        scrolling.push(`${describe(element)} (${element.scrollWidth} px in ${element.clientWidth} px)`);
      }
    }
    // The outermost offender says it all: its children stick out with it.
    if (outside.length) problems.push(`past the edge of the ${viewport} px viewport: ${outside[0]}`);
    for (const found of scrolling) problems.push(`scrolls sideways inside the page: ${found}`);

    // Labels: the boxes of their words (a label's own box may be wider than its words, and may hold its
    // checkbox) against each other's and against every other control's. What is pinned (a sticky save bar)
    // passes over the form by design.
    const pinned = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (/sticky|fixed/.test(getComputedStyle(node).position)) return true;
      }
      return false;
    };
    // Shown at all, however squeezed (a label crushed to no width still draws its words, over its neighbours).
    const shown = (element: Element) =>
      element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    // Text for screen readers only (clipped to a pixel) is drawn nowhere.
    const clippedAway = (element: Element, within: Element) => {
      for (
        let node: Element | null = element;
        node && node !== within.parentElement;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) return true;
      }
      return false;
    };
    const textBoxes = (element: Element) => {
      const boxes: DOMRect[] = [];
      const words = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = words.nextNode(); node; node = words.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || !shown(parent) || clippedAway(parent, element)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...[...range.getClientRects()].filter((box) => box.width > 1 && box.height > 1));
      }
      return boxes;
    };
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    const labels = [...document.querySelectorAll('label')].filter((l) => shown(l) && !pinned(l));
    const controls = [
      ...document.querySelectorAll('input:not([type="hidden"]), select, textarea, button'),
    ].filter((control) => visible(control) && getComputedStyle(control).opacity !== '0' && !pinned(control));
    labels.forEach((label, index) => {
      const boxes = textBoxes(label);
      for (const other of labels.slice(index + 1)) {
        if (label.contains(other) || other.contains(label)) continue;
        if (boxes.some((box) => textBoxes(other).some((theirs) => overlap(box, theirs)))) {
          problems.push(`label ${describe(label)} overlaps label ${describe(other)}`);
        }
      }
      for (const control of controls) {
        if (label.contains(control)) continue;
        if (boxes.some((box) => overlap(box, control.getBoundingClientRect()))) {
          problems.push(`label ${describe(label)} overlaps ${describe(control)}`);
        }
      }
    });

    // A heading focused by script (for screen readers, after navigation) is not a control: no ring on it.
    const focused = document.activeElement;
    if (focused && /^H[1-6]$/.test(focused.tagName)) {
      const style = getComputedStyle(focused);
      if (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none'
      ) {
        problems.push(`the focused heading ${describe(focused)} shows a focus ring`);
      }
    }

    if (staffTimes) {
      // A `<time>` that declares its own zone (`data-time-zone`: a call read in its reader's zone) is held
      // to that zone instead of the staff's.
      const clock = (timeZone: string) =>
        new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
      const abbreviation = (timeZone: string, at: Date) =>
        new Intl.DateTimeFormat('en-KE', { timeZone, timeZoneName: 'short' })
          .formatToParts(at)
          .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const seen = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const shown = /\b([01]?\d|2[0-3]):([0-5]\d)\b/.exec(node.textContent ?? '');
        const parent = node.parentElement;
        if (!shown || !parent || !visible(parent)) continue;
        const time = parent.closest('time[datetime]');
        if (!time) {
          problems.push(`a time that is not a <time datetime>: ${describe(parent)}`);
          continue;
        }
        if (seen.has(time)) continue;
        seen.add(time);
        const text = (time.textContent ?? '').replace(/\s+/g, ' ').trim();
        const instant = new Date(time.getAttribute('datetime') ?? '');
        const valid = !Number.isNaN(instant.getTime());
        const zone = time.getAttribute('data-time-zone') ?? staffTimes.id;
        const named =
          zone === staffTimes.id ? staffTimes.abbreviation : valid ? abbreviation(zone, instant) : zone;
        const expected = valid ? clock(zone).format(instant) : 'a valid datetime';
        const hhmm = `${shown[1]!.padStart(2, '0')}:${shown[2]}`;
        if (hhmm !== expected) problems.push(`"${text}" is not in ${zone} (${expected} there)`);
        if (!text.includes(named)) problems.push(`"${text}" does not name its time zone (${named})`);
      }
      for (const input of document.querySelectorAll('input[type="datetime-local"]')) {
        const label = [...((input as HTMLInputElement).labels ?? [])].map((l) => l.textContent).join(' ');
        if (!label.includes(staffTimes.abbreviation)) {
          problems.push(`the date-time input "${label.trim()}" does not name its time zone`);
        }
      }
    }
    return problems;
  }, options);
}
