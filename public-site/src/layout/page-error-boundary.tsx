import { Component, type ReactNode } from 'react';
import { Container, ErrorBanner } from '@mwangaza/shared';
import { FormattedMessage } from 'react-intl';
import { useT } from '../i18n';

interface Props {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * A page that cannot load (a chunk missing after a redeploy, a render error) shows a message inside the
 * frame instead of a blank screen; navigation and footer keep working. Keyed by path, so a new route resets it.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[public-site] page failed to render', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <PageFailed />;
  }
}

/** The message in the page's language (a function component: the boundary itself is a class). */
function PageFailed() {
  const t = useT();
  return (
    <Container>
      <h1 style={{ fontSize: 'var(--font-size-2xl)', margin: 'var(--space-7) 0 var(--space-4)' }}>
        <FormattedMessage id="error.title" />
      </h1>
      <ErrorBanner
        message={t('error.message')}
        onRetry={() => window.location.reload()}
        retryLabel={t('error.reload')}
      />
    </Container>
  );
}
