import { Button } from '@mwangaza/shared';
import { useGetPublicConfigQuery } from '@mwangaza/shared/console';
import styles from './demo-hint.module.css';

/** Demo mode only: the seeded admin's credentials, and a button that fills them in. */
export function DemoHint({ onUse }: { onUse: (email: string, password: string) => void }) {
  const { data } = useGetPublicConfigQuery();
  const account = data?.demoMode ? data.demoAccount : undefined;
  if (!account) return null;

  return (
    <aside className={styles.root} aria-labelledby="demo-hint-title">
      <p id="demo-hint-title" className={styles.title}>
        Demo account
      </p>
      <dl className={styles.list}>
        <dt>Email</dt>
        <dd>
          <code>{account.email}</code>
        </dd>
        <dt>Password</dt>
        <dd>
          <code>{account.password}</code>
        </dd>
      </dl>
      <Button variant="ghost" size="sm" onClick={() => onUse(account.email, account.password)}>
        Use demo account
      </Button>
    </aside>
  );
}
