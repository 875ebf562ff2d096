import { useAuth } from '@mwangaza/shared';
import styles from './enquiries.module.css';
import { TestEmail } from './test-email';

export function EnquiriesHeader() {
  const { isAdmin } = useAuth();
  return (
    <header className={styles.header}>
      <div>
        <h1 tabIndex={-1} className={styles.title}>
          Enquiries
        </h1>
        <p className={styles.description}>Project enquiries sent through the contact form, newest first.</p>
      </div>
      {isAdmin && <TestEmail />}
    </header>
  );
}
