import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from '@mwangaza/shared/router';

/** How long to wait for a lazily loaded page or screen to render its heading. */
const HEADING_WAIT_MS = 3000;

/** What an address's `#fragment` names: an element by its id, or null. */
function fragmentTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Focus without scrolling, on an element that may not be focusable by itself. */
function focusQuietly(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * On every route change after the first: scroll to the top and move focus to the new page's main heading
 * (or to <main> until the heading exists), so keyboard and screen-reader users start at the new content
 * instead of on the link they left behind. An address with a `#fragment` (a link to a page's section, such
 * as Build My Stack on the Services page) scrolls to that section instead and focuses its heading, once the
 * page has drawn it; the browser does the same by itself for the address a page is first loaded at. Focus is
 * never taken back once the user has moved it. Only the pathname and fragment count: the console's content
 * screens handle their own `?new` / `?edit` focus.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname, hash } = useLocation();
  const place = `${pathname}${hash}`;
  // The place whose focus is settled (the first one needs nothing). Marked only once the work is done, so
  // StrictMode's second effect run, after the first one's cleanup, still finishes the job.
  const settledFor = useRef(place);

  useEffect(() => {
    if (settledFor.current === place) return;
    const main = mainRef.current;
    const settle = (): boolean => {
      if (hash) {
        const section = fragmentTarget(hash);
        if (!section) return false;
        section.scrollIntoView({ block: 'start' });
        // A section's heading; <main> itself (the skip link's target) keeps the focus it takes.
        focusQuietly(section === main ? section : (section.querySelector<HTMLElement>('h1, h2') ?? section));
      } else {
        const heading = main?.querySelector<HTMLElement>('h1');
        if (!heading) return false;
        focusQuietly(heading);
      }
      settledFor.current = place;
      return true;
    };
    if (!hash || !fragmentTarget(hash)) window.scrollTo(0, 0);
    if (!main || settle()) return;
    main.focus({ preventScroll: true });
    // A lazy page renders its heading (or section) later; follow it there unless the user has moved focus.
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (active !== main && active !== document.body) {
        observer.disconnect();
        settledFor.current = place;
      } else if (settle()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      settledFor.current = place;
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [place, hash, mainRef]);
}
