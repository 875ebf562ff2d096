import { Suspense, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation } from '@mwangaza/shared/router';
import { COLLECTION_NAMES, useAuth, useRouteFocus } from '@mwangaza/shared';
import { ReadOnlyNotice } from '../components/read-only-notice';
import { AdminHeader } from './admin-header';
import styles from './admin-layout.module.css';
import { PageSpinner } from './page-spinner';

/** The content screens place the read-only notice themselves, under their heading. */
const SCREENS_WITH_OWN_NOTICE = new RegExp(`^/admin/(${COLLECTION_NAMES.join('|')})/?$`);

/**
 * The signed-in console: header, the read-only notice for `user` accounts, and the current screen (whose
 * heading names the tab: ResourceHeader).
 */
export function AdminLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const { canWrite } = useAuth();
  useRouteFocus(mainRef);

  // Focus <main> itself: the fragment link alone would also add "#admin-main" to the router's URL.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  return (
    <div className={styles.root}>
      <a href="#admin-main" className={styles.skip} onClick={skipToMain}>
        Skip to main content
      </a>
      <AdminHeader />
      <main id="admin-main" ref={mainRef} tabIndex={-1} className={styles.main}>
        {!canWrite && !SCREENS_WITH_OWN_NOTICE.test(pathname) && <ReadOnlyNotice className={styles.notice} />}
        <Suspense fallback={<PageSpinner label="Loading..." />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
