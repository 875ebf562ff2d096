import {
  EmptyState,
  Panel,
  Toggle,
  getErrorMessage,
  useAuth,
  useSetWeeklyTrafficReportMutation,
  useToast,
} from '@mwangaza/shared';
import { ResourceHeader } from '../../../components/resource-header';
import styles from './account.module.css';

/** /admin/account/weekly-report: an administrator chooses to receive last week's traffic by e-mail. */
export function WeeklyReportScreen() {
  const { user, isAdmin } = useAuth();
  const [save, { isLoading }] = useSetWeeklyTrafficReportMutation();
  const toast = useToast();
  const change = async (next: boolean) => {
    try {
      await save(next).unwrap();
      toast.show(
        next ? 'You will receive the weekly traffic report' : 'Weekly traffic report turned off',
        'success',
      );
    } catch (failure) {
      toast.show(getErrorMessage(failure, 'Your choice could not be saved'), 'error');
    }
  };
  return (
    <div className={styles.root}>
      <ResourceHeader
        title="Weekly traffic report"
        description="Every Monday, last week's visitors, page views, top pages, referrers and funnel by e-mail."
      />
      {isAdmin ? (
        <Panel gap="sm">
          <Toggle
            label="E-mail me the weekly traffic report"
            checked={user?.weeklyTrafficReport === true}
            disabled={isLoading}
            onChange={change}
          />
        </Panel>
      ) : (
        <EmptyState message="The weekly traffic report is for administrators." />
      )}
    </div>
  );
}
