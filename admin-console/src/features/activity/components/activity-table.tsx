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

/** The kinds of record that have no name of their own: the label says it all. */
const UNNAMED: readonly AuditEntry['entityType'][] = ['site-settings', 'data-subject'];

/**
 * The record by what it is called ("Service" and "Data Lakes", a link to it), or, once it is gone, its kind
 * marked deleted; the site settings and a data subject by their kind alone.
 */
function Record({ entry }: { entry: AuditEntry }) {
  const kind = ENTITY_LABELS[entry.entityType];
  if (!entry.entityId) return <span className={styles.muted}>—</span>;
  const to = entityLink(entry);
  const unnamed = UNNAMED.includes(entry.entityType);
  const name = entry.entityName ?? (unnamed ? kind : undefined);
  if (!name) return <span className={styles.muted}>{kind} (deleted)</span>;
  return (
    <span className={styles.record}>
      {!unnamed && <span className={styles.kind}>{kind}</span>}
      {to ? (
        <Link to={to} className={styles.recordLink}>
          {name}
        </Link>
      ) : (
        <span>{name}</span>
      )}
    </span>
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
