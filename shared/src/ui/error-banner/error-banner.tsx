import { Button } from '../button/button';
import { DismissButton } from '../lib/dismiss-button';
import styles from './error-banner.module.css';

export interface ErrorBannerProps {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  onDismiss?: () => void;
}

/** An error announced at once (role=alert), with optional retry and dismiss actions. */
export function ErrorBanner({ message, onRetry, retryLabel = 'Try again', onDismiss }: ErrorBannerProps) {
  return (
    <div role="alert" className={styles.root}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className={styles.message}>{message}</p>
      {(onRetry || onDismiss) && (
        <div className={styles.actions}>
          {onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {retryLabel}
            </Button>
          )}
          {onDismiss && (
            <DismissButton
              className={styles.dismiss}
              onClick={onDismiss}
              aria-label="Dismiss"
              iconSize={18}
            />
          )}
        </div>
      )}
    </div>
  );
}
