import { lazySection } from '../../../lib/lazy-section';
import { usePageMeta } from '../../../lib/use-page-meta';
import { HeroSection } from './hero-section';
import { useT } from '../../../i18n';

// Below the hero: a chunk per section, loaded and hydrated as the visitor nears each (lazy-section).
const StatsSection = lazySection(() =>
  import(/* webpackChunkName: "home-stats" */ './stats-section').then((m) => m.StatsSection),
);
// Still text and pictures: the server's HTML is all a visitor sees of it, hydrated or not.
const PrinciplesSection = lazySection(
  () =>
    import(/* webpackChunkName: "home-principles" */ './principles-section').then((m) => m.PrinciplesSection),
  { screensAhead: 0.25 },
);
// The chart's loop starts from the still frame the server drew, so it can load a quarter of a screen ahead
// (the counters above count from 0 once hydrated: they load a screen ahead, before they are seen).
const VisualizationSection = lazySection(
  () =>
    import(/* webpackChunkName: "home-visualization" */ './visualization-section').then(
      (m) => m.VisualizationSection,
    ),
  { screensAhead: 0.25 },
);
const ToolsGrid = lazySection(() =>
  import(/* webpackChunkName: "home-tools-grid" */ './tools-grid').then((m) => m.ToolsGrid),
);
const FeaturedCaseStudies = lazySection(() =>
  import(/* webpackChunkName: "home-featured-case-studies" */ './featured-case-studies').then(
    (m) => m.FeaturedCaseStudies,
  ),
);
const ServicesPreview = lazySection(() =>
  import(/* webpackChunkName: "home-services-preview" */ './services-preview').then((m) => m.ServicesPreview),
);
const LatestInsights = lazySection(() =>
  import(/* webpackChunkName: "home-latest-insights" */ './latest-insights').then((m) => m.LatestInsights),
);
const FinalCta = lazySection(() =>
  import(/* webpackChunkName: "home-final-cta" */ './final-cta').then((m) => m.FinalCta),
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
