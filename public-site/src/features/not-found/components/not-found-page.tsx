import { useEffect } from 'react';
import { track } from '@mwangaza/shared';
import { NotFoundView } from '../../../lib/not-found-view';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useT } from '../../../i18n';

/** Any public path we do not serve. */
export function NotFoundPage() {
  const t = useT();
  usePageMeta(t('notFound.title'), t('notFound.text'));
  useEffect(() => track('not_found'), []);
  return <NotFoundView title={t('notFound.title')} text={t('notFound.text')} />;
}
