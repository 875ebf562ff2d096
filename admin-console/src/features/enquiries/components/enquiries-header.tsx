import { useAuth } from '@mwangaza/shared';
import { ResourceHeader } from '../../../components/resource-header';
import styles from './enquiries.module.css';
import { TestEmail } from './test-email';

export function EnquiriesHeader() {
  const { isAdmin } = useAuth();
  return (
    <ResourceHeader
      className={styles.header}
      title="Enquiries"
      description="Project enquiries sent through the contact form, newest first."
      actions={isAdmin && <TestEmail />}
    />
  );
}
