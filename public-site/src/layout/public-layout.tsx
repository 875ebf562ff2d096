import { Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ParticleBackground, Spinner } from '@mwangaza/shared';
import { Footer } from './footer';
import { Navigation } from './navigation';
import { PageErrorBoundary } from './page-error-boundary';
import { useRouteFocus } from './use-route-focus';
import styles from './public-layout.module.css';

export const MAIN_ID = 'main-content';

/** The frame of every public page: particles behind, skip link, header, the page, footer. */
export function PublicLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useRouteFocus(mainRef);

  return (
    <div className={styles.frame}>
      <ParticleBackground />
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        Skip to main content
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
