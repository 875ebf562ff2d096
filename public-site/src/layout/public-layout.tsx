import { Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from '@mwangaza/shared/router';
import { ParticleBackground, Spinner, useRouteFocus } from '@mwangaza/shared';
import { FormattedMessage } from 'react-intl';
import { Navigation } from './navigation';
import { PageErrorBoundary } from './page-error-boundary';
import { lazySection } from '../lib/lazy-section';
import styles from './public-layout.module.css';

// Below every page's fold: hydrated on its own, after what the visitor sees first (lazy-section).
const Footer = lazySection(() => import(/* webpackChunkName: "footer" */ './footer').then((m) => m.Footer));

export const MAIN_ID = 'main-content';

/** The frame of every public page: particles behind, skip link, header, the page, footer. */
export function PublicLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useRouteFocus(mainRef);

  return (
    <div className={styles.frame}>
      <ParticlesAfterLoad />
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        <FormattedMessage id="layout.skipLink" />
      </a>
      <Navigation />
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
        <PageErrorBoundary key={pathname}>
          <Suspense
            fallback={
              <div className={styles.loading}>
                <Spinner size="lg" />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}

/**
 * The decorative particles, started once the page has loaded and the browser is idle so that they do not
 * compete with the first render. A component of their own: starting them re-renders only this, not the
 * layout, whose below-the-fold sections would otherwise have to hydrate there and then.
 */
function ParticlesAfterLoad() {
  return useAfterLoad() ? <ParticleBackground /> : null;
}

/** True once the page has loaded and the browser is idle. */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    let timer = 0;
    const start = () => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(() => setReady(true), { timeout: 3_000 });
      } else {
        timer = window.setTimeout(() => setReady(true), 1_000);
      }
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return ready;
}
