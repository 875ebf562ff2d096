import { useEffect } from 'react';
import { useParams } from '@mwangaza/shared/router';
import {
  Container,
  Spinner,
  useAuth,
  useGetPreviewQuery,
  type CaseStudy,
  type ContentCollection,
  type CultureItem,
  type Service,
} from '@mwangaza/shared';
import { CaseStudyDetail } from '../../case-studies/components/case-study-detail';
import { CultureDetail } from '../../culture/components/culture-detail-page';
import { NotFoundPage } from '../../not-found/components/not-found-page';
import { ServiceDetail } from '../../services/components/service-detail';
import styles from './preview-page.module.css';

const COLLECTIONS: Record<string, ContentCollection> = {
  'case-studies': 'case-studies',
  services: 'services',
  culture: 'culture',
};

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
  const kind = COLLECTIONS[collection];
  const skip = !kind || !isAuthenticated;
  const { data, isLoading, isError } = useGetPreviewQuery(
    { collection: kind ?? 'services', token },
    { skip },
  );
  useNoIndex();

  if (skip || isError) return <NotFoundPage />;
  if (isLoading || !data) {
    return (
      <Container className={styles.loading}>
        <Spinner label="Loading preview..." size="lg" />
      </Container>
    );
  }
  return (
    <>
      <div className={styles.banner} role="status">
        <strong>Preview — not published.</strong> Only signed-in staff can see this page.
      </div>
      {kind === 'case-studies' && <CaseStudyDetail caseStudy={data.caseStudy as CaseStudy} />}
      {kind === 'services' && <ServiceDetail service={data.service as Service} />}
      {kind === 'culture' && <CultureDetail item={data.cultureItem as CultureItem} />}
    </>
  );
}
