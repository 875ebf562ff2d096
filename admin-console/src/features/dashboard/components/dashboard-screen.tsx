import { ErrorBanner, getErrorMessage, nounsOf, optionsOf, useAuth } from '@mwangaza/shared';
import { useGetEnquiriesQuery, useGetSubscribersQuery } from '@mwangaza/shared/console';
import { ResourceHeader } from '../../../components/resource-header';
import { RESOURCES, resourceLink } from '../../../resource/collections';
import { useCollectionCounts } from '../../../resource/use-collection-counts';
import { AboutBuildPanel } from '../../about-build';
import styles from './dashboard.module.css';
import { FeaturedItems } from './featured-items';
import { NextCalls } from './next-calls';
import { QuickActions } from './quick-actions';
import { StatCard } from './stat-card';

const COLLECTIONS = RESOURCES.map((resource) => resource.collection);
/** Collections with a featured flag show their featured items. */
const FEATURED = RESOURCES.filter(
  (resource) => optionsOf(resource.collection).featured && resource.featuredColumns,
);

/** Enquiries waiting in one state, each card linking to the list filtered the same way. */
const ENQUIRY_STATS = [
  {
    label: 'New Enquiries',
    args: { stage: 'new' },
    to: '/admin/enquiries?stage=new',
    linkLabel: 'Open enquiries',
  },
  // Open enquiries whose next step date has passed: someone owes the visitor an answer.
  {
    label: 'Overdue Enquiries',
    args: { overdue: true },
    to: '/admin/enquiries?overdue=true',
    linkLabel: 'Open overdue enquiries',
  },
] as const;

/** /admin: each collection's total, shortcuts to the create forms, featured items, new enquiries and the next calls. */
export function DashboardScreen() {
  const { user, canWrite } = useAuth();
  // A read-only account counts what the site publishes (the API keeps drafts for editors and administrators).
  const totals = useCollectionCounts(COLLECTIONS, !canWrite);
  const verb = canWrite ? 'Manage' : 'View';
  const firstName = user?.fullName.trim().split(/\s+/)[0];

  return (
    <div className={styles.root}>
      <ResourceHeader
        title="Dashboard"
        description={`${firstName ? `Welcome back, ${firstName}.` : 'Welcome back.'} Here is the site at a glance.`}
      />

      {Boolean(totals.error) && (
        <ErrorBanner
          message={getErrorMessage(totals.error, 'Failed to load the totals')}
          onRetry={totals.retry}
        />
      )}

      <dl className={styles.stats}>
        {RESOURCES.map((resource, index) => {
          const count = totals.counts[index];
          const nouns = nounsOf(resource.collection);
          return (
            <StatCard
              key={resource.collection.name}
              label={nouns.PluralTitle}
              value={count?.total}
              isLoading={count?.isLoading ?? true}
              isError={Boolean(count?.error)}
              to={resourceLink(resource).to}
              linkLabel={`${verb} ${nouns.plural}`}
            />
          );
        })}
        {/* The API answers 403 to read-only accounts: do not ask. */}
        {canWrite && ENQUIRY_STATS.map((stat) => <EnquiryStat key={stat.to} {...stat} />)}
        {canWrite && <SubscriberStat />}
      </dl>

      <div className={canWrite ? styles.columns : undefined}>
        {FEATURED.map((resource) => (
          <FeaturedItems key={resource.collection.name} resource={resource} />
        ))}
        {canWrite && <NextCalls />}
        {canWrite && <QuickActions />}
      </div>

      <AboutBuildPanel />
    </div>
  );
}

type EnquiryStatProps = (typeof ENQUIRY_STATS)[number];

/** How many enquiries wait in one state, highlighted while there are any. */
function EnquiryStat({ label, args, to, linkLabel }: EnquiryStatProps) {
  const { data, isLoading, error } = useGetEnquiriesQuery({ ...args, limit: 1 });
  const total = data?.pagination.total;
  return (
    <StatCard
      label={label}
      value={total}
      isLoading={isLoading}
      isError={Boolean(error)}
      to={to}
      linkLabel={linkLabel}
      highlight={(total ?? 0) > 0}
    />
  );
}

/** The newsletter's audience: the confirmed subscribers (pending, unsubscribed and bounced receive nothing). */
function SubscriberStat() {
  const { data, isLoading, error } = useGetSubscribersQuery({ status: 'confirmed', limit: 1 });
  return (
    <StatCard
      label="Newsletter Subscribers"
      value={data?.pagination.total}
      isLoading={isLoading}
      isError={Boolean(error)}
      to="/admin/subscribers?status=confirmed"
      linkLabel="Open confirmed subscribers"
    />
  );
}
