// What other features may use of this one: the linter lets them import only this file.
export { InsightGrid } from './components/insight-card';
export { InsightDetail } from './components/insight-detail';
export { ServiceInsights } from './components/service-insights';
