import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from '@mwangaza/shared/router';
import { Container, Spinner, findCollection, useAuth, useGetPreviewQuery } from '@mwangaza/shared';
import { NotFoundPage } from '../../not-found';
import styles from './preview-page.module.css';
import { PREVIEW_VIEWS } from './preview-views';
import { useT } from '../../../i18n';

/** Search engines must never index a preview, whatever the server's headers said. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /preview/:collection/:token: unsaved or draft content drawn by the public site's own components, for
 * signed-in staff only, under a banner. Anyone else (visitors, crawlers, an expired link) gets the
 * not-found page: a preview link never shows a draft to them.
 */
export function PreviewPage() {
  const { collection = '', token = '' } = useParams();
  const { isAuthenticated } = useAuth();
  const kind = findCollection(collection);
  const skip = !kind || !isAuthenticated;
  const { data, isLoading, isError } = useGetPreviewQuery(
    { collection: kind?.name ?? 'services', token },
    { skip },
  );
  const t = useT();
  useNoIndex();

  if (!kind || skip || isError) return <NotFoundPage />;
  if (isLoading || !data) {
    return (
      <Container className={styles.loading}>
        <Spinner label={t('preview.loading')} size="lg" />
      </Container>
    );
  }
  const View = PREVIEW_VIEWS[kind.name];
  return (
    <>
      <div className={styles.banner} role="status">
        <FormattedMessage id="preview.banner" values={{ strong: (chunks) => <strong>{chunks}</strong> }} />
      </div>
      <View item={data[kind.keys.item]} />
    </>
  );
}
