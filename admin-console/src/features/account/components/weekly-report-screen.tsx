import { EmptyState, useAuth } from '@mwangaza/shared';
import { Panel, Toggle, useSetWeeklyTrafficReportMutation } from '@mwangaza/shared/console';
import { ConsoleScreen } from '../../../components/console-screen';
import { useToastOutcome } from '../../../components/use-toast-outcome';
import styles from './account.module.css';

const SAVED = {
  on: 'You will receive the weekly traffic report',
  off: 'Weekly traffic report turned off',
} as const;

/** The switch, saved at once; the stored user follows the API's answer. */
function WeeklyReportToggle() {
  const { user } = useAuth();
  const [save, { isLoading }] = useSetWeeklyTrafficReportMutation();
  const toastOutcome = useToastOutcome();
  const change = (next: boolean) =>
    toastOutcome(save(next).unwrap(), SAVED[next ? 'on' : 'off'], 'Your choice could not be saved');
  return (
    <Toggle
      label="E-mail me the weekly traffic report"
      checked={user?.weeklyTrafficReport === true}
      disabled={isLoading}
      onChange={(next) => void change(next)}
    />
  );
}

/** /admin/account/weekly-report: an administrator chooses to receive last week's traffic by e-mail. */
export function WeeklyReportScreen() {
  const { isAdmin } = useAuth();
  return (
    <ConsoleScreen
      className={styles.narrow}
      title="Weekly traffic report"
      description="Every Monday, last week's visitors, page views, top pages, referrers and funnel by e-mail."
    >
      <Panel gap="sm">
        {isAdmin ? (
          <WeeklyReportToggle />
        ) : (
          <EmptyState message="The weekly traffic report is for administrators." />
        )}
      </Panel>
    </ConsoleScreen>
  );
}
