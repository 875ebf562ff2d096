import { Section, contentApi, type Service } from '@mwangaza/shared';
import { InsightGrid } from './insight-card';
import { useContentLocale, useT } from '../../../i18n';

/** A service's page: the newest insights that name it; left out when none do (or they fail to load). */
export const SERVICE_INSIGHTS = 3;

export function ServiceInsights({ service }: { service: Pick<Service, 'id' | 'title'> }) {
  const t = useT();
  const contentLocale = useContentLocale();
  const { data } = contentApi.useGetInsightsQuery({
    locale: contentLocale,
    service: service.id,
    limit: SERVICE_INSIGHTS,
  });
  const insights = data?.insights ?? [];
  if (insights.length === 0) return null;
  return (
    <Section
      eyebrow={t('insights.serviceEyebrow')}
      title={t('insights.serviceTitle', { service: service.title })}
    >
      <InsightGrid insights={insights} />
    </Section>
  );
}
