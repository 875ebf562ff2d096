import {
  ButtonLink,
  EmptyState,
  ErrorBanner,
  Section,
  Spinner,
  contentApi,
  getErrorMessage,
} from '@mwangaza/shared';
import { InsightGrid } from '../../insights';
import styles from './home-cards.module.css';

/** The home page shows the three newest insights. */
export const HOME_INSIGHTS = 3;

export function LatestInsights() {
  const { data, error, isLoading, isFetching, refetch } = contentApi.useGetInsightsQuery({
    limit: HOME_INSIGHTS,
  });
  const insights = data?.insights ?? [];

  let body;
  if (isLoading) body = <Spinner label="Loading insights..." />;
  else if (error)
    body = (
      <ErrorBanner
        message={getErrorMessage(error, 'Failed to load insights')}
        onRetry={() => void refetch()}
      />
    );
  else if (insights.length === 0) body = <EmptyState message="No insights published yet." />;
  else body = <InsightGrid insights={insights} busy={isFetching} />;

  return (
    <Section
      eyebrow="Insights"
      title="Latest from our team"
      intro="Articles, reports and announcements on putting data to work."
    >
      {body}
      <div className={styles.footer}>
        <ButtonLink to="/insights" variant="secondary">
          View All Insights
        </ButtonLink>
      </div>
    </Section>
  );
}
