import { ErrorBanner, getErrorMessage, useAuth, contentApi, useGetEnquiriesQuery } from '@mwangaza/shared';
import { ResourceHeader } from '../../../components/resource-header';
import { AboutBuildPanel } from '../../about-build/components/about-build-panel';
import styles from './dashboard.module.css';
import { FeaturedCaseStudies } from './featured-case-studies';
import { QuickActions } from './quick-actions';
import { StatCard } from './stat-card';

// Only the totals are needed: one item per page keeps the answers small.
const COUNT_ONLY = { limit: 1 } as const;

/** /admin: totals, shortcuts to the create forms, featured case studies and new enquiries. */
export function DashboardScreen() {
  const { user, canWrite } = useAuth();
  const caseStudies = contentApi.useGetAdminCaseStudiesQuery(COUNT_ONLY);
  const services = contentApi.useGetAdminServicesQuery(COUNT_ONLY);
  const culture = contentApi.useGetAdminCultureItemsQuery(COUNT_ONLY);
  // The API answers 403 to read-only accounts: do not ask.
  const enquiries = useGetEnquiriesQuery({ stage: 'new', limit: 1 }, { skip: !canWrite });
  // Open enquiries whose next step date has passed: someone owes the visitor an answer.
  const overdue = useGetEnquiriesQuery({ overdue: true, limit: 1 }, { skip: !canWrite });
  const countError = caseStudies.error ?? services.error ?? culture.error;
  const verb = canWrite ? 'Manage' : 'View';
  const firstName = user?.fullName.trim().split(/\s+/)[0];

  const retry = () => {
    if (caseStudies.error) caseStudies.refetch();
    if (services.error) services.refetch();
    if (culture.error) culture.refetch();
  };

  return (
    <div className={styles.root}>
      <ResourceHeader
        title="Dashboard"
        description={`${firstName ? `Welcome back, ${firstName}.` : 'Welcome back.'} Here is the site at a glance.`}
      />

      {countError && (
        <ErrorBanner message={getErrorMessage(countError, 'Failed to load the totals')} onRetry={retry} />
      )}

      <dl className={styles.stats}>
        <StatCard
          label="Case Studies"
          value={caseStudies.data?.pagination.total}
          isLoading={caseStudies.isLoading}
          isError={Boolean(caseStudies.error)}
          to="/admin/case-studies"
          linkLabel={`${verb} case studies`}
        />
        <StatCard
          label="Services"
          value={services.data?.pagination.total}
          isLoading={services.isLoading}
          isError={Boolean(services.error)}
          to="/admin/services"
          linkLabel={`${verb} services`}
        />
        <StatCard
          label="Culture Items"
          value={culture.data?.pagination.total}
          isLoading={culture.isLoading}
          isError={Boolean(culture.error)}
          to="/admin/culture"
          linkLabel={`${verb} culture items`}
        />
        {canWrite && (
          <StatCard
            label="New Enquiries"
            value={enquiries.data?.pagination.total}
            isLoading={enquiries.isLoading}
            isError={Boolean(enquiries.error)}
            to="/admin/enquiries?stage=new"
            linkLabel="Open enquiries"
            highlight={(enquiries.data?.pagination.total ?? 0) > 0}
          />
        )}
        {canWrite && (
          <StatCard
            label="Overdue Enquiries"
            value={overdue.data?.pagination.total}
            isLoading={overdue.isLoading}
            isError={Boolean(overdue.error)}
            to="/admin/enquiries?overdue=true"
            linkLabel="Open overdue enquiries"
            highlight={(overdue.data?.pagination.total ?? 0) > 0}
          />
        )}
      </dl>

      <div className={canWrite ? styles.columns : undefined}>
        <FeaturedCaseStudies />
        {canWrite && <QuickActions />}
      </div>

      <AboutBuildPanel />
    </div>
  );
}
