import { Link } from '@mwangaza/shared/router';
import { ErrorBanner, getErrorMessage } from '@mwangaza/shared';
import {
  useToast,
  Panel,
  Toggle,
  useGetTwoFactorPolicyQuery,
  useSetTwoFactorPolicyMutation,
} from '@mwangaza/shared/console';
import styles from './users.module.css';

/** Whether editors and administrators must use two-factor sign-in (docs/security.md, "Two-factor sign-in"). */
export function TwoFactorPolicyPanel() {
  const { data, error, refetch } = useGetTwoFactorPolicyQuery();
  const [save, { isLoading }] = useSetTwoFactorPolicyMutation();
  const toast = useToast();

  const change = async (requiredForStaff: boolean) => {
    try {
      await save({ requiredForStaff }).unwrap();
      toast.show(
        requiredForStaff
          ? 'Two-factor sign-in is now required for editors and administrators'
          : 'Two-factor sign-in is now optional',
        'success',
      );
    } catch (failure) {
      toast.show(getErrorMessage(failure, 'The setting could not be saved'), 'error');
    }
  };

  return (
    <Panel gap="sm" className={styles.policy} aria-labelledby="two-factor-policy-title">
      <h2 id="two-factor-policy-title" className={styles.policyTitle}>
        Two-factor sign-in
      </h2>
      {error && (
        <ErrorBanner message={getErrorMessage(error, 'Failed to load the setting')} onRetry={refetch} />
      )}
      {data && (
        <>
          <Toggle
            label="Require two-factor sign-in for editors and administrators"
            checked={data.requiredForStaff}
            disabled={isLoading || data.lockedByConfig}
            onChange={change}
          />
          <p className={styles.muted}>
            {data.lockedByConfig
              ? 'Required by the server configuration (TWO_FACTOR_REQUIRED).'
              : 'Those without it are led to set it up at their next sign-in. Turn it on for your own account first.'}{' '}
            <Link to="/admin/account/two-factor">Your two-factor sign-in</Link>
          </p>
        </>
      )}
    </Panel>
  );
}
