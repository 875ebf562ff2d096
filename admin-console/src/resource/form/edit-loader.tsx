import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorBanner, getErrorMessage, isApiError } from '@mwangaza/shared';
import { CenteredSpinner } from '../../components/centered-spinner';
import { Icon } from '../../components/icons';
import { ResourceHeader } from '../../components/resource-header';
import styles from './edit-loader.module.css';

interface EditLoaderProps {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** 'Case study not found' etc. */
  notFoundMessage: string;
  /** 'case study' etc., for the loading and failure texts. */
  kind: string;
  /** Page heading while the form is not shown, e.g. 'Edit Case Study'. */
  title: string;
  backLabel: string;
  onBack: () => void;
  children: ReactNode;
}

/** States of the edit form while its item loads: spinner, not found (with a way back), error with retry. */
export function EditLoader(props: EditLoaderProps) {
  const { isLoading, error, onRetry, notFoundMessage, kind, title, backLabel, onBack, children } = props;
  const back = (
    <Button variant="secondary" onClick={onBack}>
      <Icon name="back" /> {backLabel}
    </Button>
  );

  if (!isLoading && !error) return <>{children}</>;
  return (
    <div className={styles.stack}>
      <ResourceHeader title={title} />
      {isLoading ? (
        <CenteredSpinner label={`Loading ${kind}...`} />
      ) : isApiError(error) && error.status === 404 ? (
        <EmptyState title={notFoundMessage} message="It may have been deleted." action={back} />
      ) : (
        <>
          <ErrorBanner message={getErrorMessage(error, `Failed to load ${kind}`)} onRetry={onRetry} />
          <div>{back}</div>
        </>
      )}
    </div>
  );
}
