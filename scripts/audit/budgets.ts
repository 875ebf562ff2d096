/** The performance budgets of the public pages (Lighthouse mobile preset, through the shell). */
export interface PageResult {
  label: string;
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  cls: number;
  /** Milliseconds. */
  tbt: number;
  jsFiles: number;
  /** Bytes of JavaScript, gzip -9. */
  jsGzip: number;
  /** Bytes sent for the whole page. */
  totalBytes: number;
  /** Audits that cost points. */
  failing: string[];
}

export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** CLS must stay below this. */
  cls: 0.05,
} as const;

/** One line per budget a page misses; empty when every page is within budget. */
export function checkBudgets(results: PageResult[]): string[] {
  const problems: string[] = [];
  for (const r of results) {
    const min = (name: string, value: number, budget: number) => {
      if (value < budget) problems.push(`${r.path}: ${name} ${value} < ${budget}`);
    };
    min('performance', r.performance, BUDGETS.performance);
    min('accessibility', r.accessibility, BUDGETS.accessibility);
    min('best practices', r.bestPractices, BUDGETS.bestPractices);
    min('SEO', r.seo, BUDGETS.seo);
    if (!(r.cls < BUDGETS.cls)) problems.push(`${r.path}: CLS ${r.cls.toFixed(3)} >= ${BUDGETS.cls}`);
  }
  return problems;
}
