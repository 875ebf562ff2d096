import { Link, useLocation } from '@mwangaza/shared/router';
import { type Enquiry } from '@mwangaza/shared';
import { Table } from '@mwangaza/shared/console';
import { truncate } from '../../../components/truncate';
import { StaffTime } from '../../../components/staff-time';
import { languageName } from '../lib/languages';
import { DeliveryBadge, StageBadge } from './enquiry-badges';
import styles from './enquiries.module.css';

/** The inbox rows: received, name (opens the enquiry), company, project, language, stage and e-mail delivery. */
export function EnquiryTable({ enquiries, busy }: { enquiries: Enquiry[]; busy: boolean }) {
  const location = useLocation();
  // The detail page's back link returns to this filter and page.
  const back = { from: location.pathname + location.search };

  const columns = [
    {
      key: 'received',
      header: 'Received',
      nowrap: true,
      render: (row: Enquiry) => <StaffTime at={row.createdAt} />,
    },
    {
      key: 'name',
      header: 'Name',
      className: styles.wrapColumn,
      render: (row: Enquiry) => (
        <Link to={`/admin/enquiries/${encodeURIComponent(row.id)}`} state={back} className={styles.nameLink}>
          {row.name}
        </Link>
      ),
    },
    {
      key: 'company',
      header: 'Company',
      className: styles.wrapColumn,
      render: (row: Enquiry) => row.company || <span className={styles.muted}>—</span>,
    },
    {
      key: 'project',
      header: 'Project',
      // Wide enough to stay on two lines or so.
      className: styles.projectColumn,
      render: (row: Enquiry) => (
        <span className={styles.muted} title={row.project}>
          {truncate(row.project, 60)}
        </span>
      ),
    },
    {
      key: 'language',
      header: 'Language',
      nowrap: true,
      render: (row: Enquiry) => languageName(row.locale),
    },
    { key: 'stage', header: 'Stage', render: (row: Enquiry) => <StageBadge stage={row.stage} /> },
    {
      key: 'delivery',
      header: 'Delivery',
      render: (row: Enquiry) => <DeliveryBadge delivery={row.delivery} />,
    },
  ];

  return (
    <Table caption="Enquiries" columns={columns} rows={enquiries} getRowKey={(row) => row.id} busy={busy} />
  );
}
