import { lazySection } from '../../../lib/lazy-section';
import { usePageMeta } from '../../../lib/use-page-meta';
import { HeroSection } from './hero-section';
import { useT } from '../../../i18n';

// Below the hero: one chunk, loaded and hydrated section by section as the visitor nears each (lazy-section).
const StatsSection = lazySection(() =>
  import(/* webpackChunkName: "home-sections" */ './stats-section').then((m) => m.StatsSection),
);
const PrinciplesSection = lazySection(() =>
  import(/* webpackChunkName: "home-sections" */ './principles-section').then((m) => m.PrinciplesSection),
);
const VisualizationSection = lazySection(() =>
  import(/* webpackChunkName: "home-sections" */ './visualization-section').then(
    (m) => m.VisualizationSection,
  ),
);
const ToolsGrid = lazySection(() =>
  import(/* webpackChunkName: "home-sections" */ './tools-grid').then((m) => m.ToolsGrid),
);
const FeaturedCaseStudies = lazySection(() =>
  import(/* webpackChunkName: "home-sections" */ './featured-case-studies').then(
    (m) => m.FeaturedCaseStudies,
  ),
);
const ServicesPreview = lazySection(() =>
  import(/* webpackChunkName: "home-sections" */ './services-preview').then((m) => m.ServicesPreview),
);
const LatestInsights = lazySection(() =>
  import(/* webpackChunkName: "home-sections" */ './latest-insights').then((m) => m.LatestInsights),
);
const FinalCta = lazySection(() =>
  import(/* webpackChunkName: "home-sections" */ './final-cta').then((m) => m.FinalCta),
);

const SECTIONS = [
  StatsSection,
  PrinciplesSection,
  VisualizationSection,
  ToolsGrid,
  FeaturedCaseStudies,
  ServicesPreview,
  LatestInsights,
  FinalCta,
];

/** Loads the code below the hero ahead of time (a render then draws the whole page at once). */
export const preloadHomeSections = () => Promise.all(SECTIONS.map((section) => section.preload()));

export function HomePage() {
  const t = useT();
  usePageMeta(t('home.metaTitle'), t('home.metaDescription'));
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
