import type { ReactNode } from 'react';
import { EmptyState, useAuth } from '@mwangaza/shared';
import styles from '../resource/form/resource-form.module.css';
import { ResourceHeader } from './resource-header';

interface AdminOnlyScreenProps {
  title: string;
  description: string;
  /** What other staff read instead (the API refuses them too). */
  notice: string;
  children: ReactNode;
}

/** A screen for administrators: its heading for everyone, its content only for them. */
export function AdminOnlyScreen({ title, description, notice, children }: AdminOnlyScreenProps) {
  const { isAdmin } = useAuth();
  return (
    <div className={styles.root}>
      <ResourceHeader title={title} description={description} />
      {isAdmin ? children : <EmptyState message={notice} />}
    </div>
  );
}
