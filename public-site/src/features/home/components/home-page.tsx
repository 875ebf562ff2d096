import { usePageMeta } from '../../../lib/use-page-meta';
import { FeaturedCaseStudies } from './featured-case-studies';
import { FinalCta } from './final-cta';
import { HeroSection } from './hero-section';
import { LatestInsights } from './latest-insights';
import { PrinciplesSection } from './principles-section';
import { ServicesPreview } from './services-preview';
import { StatsSection } from './stats-section';
import { ToolsGrid } from './tools-grid';
import { VisualizationSection } from './visualization-section';

export function HomePage() {
  usePageMeta(
    'Data Analytics Consultancy in Nairobi',
    'Mwangaza Analytics helps businesses in Africa and beyond turn data into decisions: big data analytics, dashboards, data pipelines and data lakes.',
  );
  return (
    <>
      <HeroSection />
      <StatsSection />
      <PrinciplesSection />
      <VisualizationSection />
      <ToolsGrid />
      <FeaturedCaseStudies />
      <ServicesPreview />
      <LatestInsights />
      <FinalCta />
    </>
  );
}
