import { useEffect } from 'react';
import { trackPageView } from '@mwangaza/shared';
import { useLocation } from '@mwangaza/shared/router';

/** Records a page view on every location change, the client-side navigations included. */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => trackPageView(pathname), [pathname]);
  return null;
}
