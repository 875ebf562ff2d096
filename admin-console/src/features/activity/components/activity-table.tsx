import { Link } from '@mwangaza/shared/router';
import { type AuditEntry } from '@mwangaza/shared';
import { Table } from '@mwangaza/shared/console';
import { StaffTime } from '../../../components/staff-time';
import { ACTION_LABELS, ENTITY_LABELS, entityLink } from '../lib/audit-labels';
import styles from './activity.module.css';

function Person({ actor }: { actor: AuditEntry['actor'] }) {
  if (!actor.email) return <span className={styles.muted}>—</span>;
  return (
    <span className={styles.person}>
      {actor.email}
      {actor.id === null && <span className={styles.muted}> (no account)</span>}
    </span>
  );
}

function Record({ entry }: { entry: AuditEntry }) {
  const label = `${ENTITY_LABELS[entry.entityType]} ${entry.entityId}`.trim();
  const to = entityLink(entry);
  return to ? (
    <Link to={to} className={styles.recordLink}>
      {label}
    </Link>
  ) : (
    <span className={styles.muted}>{label}</span>
  );
}

/** When, who, what, on which record (a link to it), the summary and the address it came from. */
export function ActivityTable({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  const columns = [
    {
      key: 'at',
      header: 'When',
      nowrap: true,
      render: (row: AuditEntry) => <StaffTime at={row.at} />,
    },
    { key: 'actor', header: 'Person', render: (row: AuditEntry) => <Person actor={row.actor} /> },
    {
      key: 'action',
      header: 'Action',
      nowrap: true,
      render: (row: AuditEntry) => (
        <span className={row.action === 'auth.login_failed' ? styles.warn : undefined}>
          {ACTION_LABELS[row.action] ?? row.action}
        </span>
      ),
    },
    {
      key: 'record',
      header: 'Record',
      nowrap: true,
      render: (row: AuditEntry) => <Record entry={row} />,
    },
    {
      key: 'summary',
      header: 'Details',
      className: styles.summary,
      render: (row: AuditEntry) => row.summary,
    },
    {
      key: 'ip',
      header: 'From',
      render: (row: AuditEntry) => <span className={styles.muted}>{row.ip}</span>,
    },
  ];
  return (
    <Table caption="Activity" columns={columns} rows={entries} getRowKey={(row) => row.id} busy={busy} />
  );
}
