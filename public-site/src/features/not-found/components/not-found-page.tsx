import { useEffect } from 'react';
import { track } from '@mwangaza/shared';
import { NotFoundView } from '../../../lib/not-found-view';
import { usePageMeta } from '../../../lib/use-page-meta';

/** Any public path we do not serve. */
export function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for does not exist or has moved.');
  useEffect(() => track('not_found'), []);
  return (
    <NotFoundView title="Page not found" text="The page you were looking for does not exist or has moved." />
  );
}
