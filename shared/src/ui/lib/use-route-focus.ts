import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from '@mwangaza/shared/router';

/** How long to wait for a lazily loaded page or screen to render its heading. */
const HEADING_WAIT_MS = 3000;

/**
 * On every route change after the first: scroll to the top and move focus to the new page's main heading
 * (or to <main> until the heading exists), so keyboard and screen-reader users start at the new content
 * instead of on the link they left behind. Focus is never taken back once the user has moved it. Only the
 * pathname counts: the console's content screens handle their own `?new` / `?edit` focus.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // The pathname whose focus is settled (the first one needs nothing). Marked only once the work is done, so
  // StrictMode's second effect run, after the first one's cleanup, still finishes the job.
  const settledFor = useRef(pathname);

  useEffect(() => {
    if (settledFor.current === pathname) return;
    window.scrollTo(0, 0);
    const main = mainRef.current;
    if (!main) return;

    const focusHeading = (): boolean => {
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      settledFor.current = pathname;
      return true;
    };
    if (focusHeading()) return;
    main.focus({ preventScroll: true });
    // A lazy page renders its heading later; follow it there unless the user has moved focus meanwhile.
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (active !== main && active !== document.body) {
        observer.disconnect();
        settledFor.current = pathname;
      } else if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      settledFor.current = pathname;
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, mainRef]);
}
