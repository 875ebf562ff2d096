import {
  STACK_GOALS,
  STACK_MATURITY_LABELS,
  STACK_SERVICES,
  type StackGoal,
  type StackMaturity,
  type StackServiceId,
} from '@mwangaza/shared';

/**
 * Build My Stack: the recommendation rules, computed locally and kept pure so the
 * whole rules table can be tested without a browser. The questions, answers and services are shared's (an
 * enquiry carries them to the API and the console).
 */

export const GOALS = STACK_GOALS;
export type Goal = StackGoal;

export type Maturity = StackMaturity;
export const DEFAULT_MATURITY: Maturity = 2;

type ServiceName = (typeof STACK_SERVICES)[StackServiceId];

/** Service names as the results show them, and the ids of the seeded services they link to. */
export const SERVICE_IDS = Object.fromEntries(
  Object.entries(STACK_SERVICES).map(([id, name]) => [name, id]),
) as Record<ServiceName, StackServiceId>;

export interface RecommendedService {
  id: StackServiceId;
  name: ServiceName;
}

export interface Recommendation {
  services: RecommendedService[];
  painPoints: string[];
  nextSteps: string[];
  maturityInsight: string;
}

interface GoalRule {
  services: ServiceName[];
  painPoints: [string, string];
  nextSteps: [string, string];
}

export const GOAL_RULES: Record<Goal, GoalRule> = {
  'Visualize existing data': {
    services: ['Data Visualization'],
    painPoints: [
      'Reports live in scattered spreadsheets, so meetings start with a debate about whose numbers are right.',
      'Trends and outliers stay buried in raw tables until they have already cost you money.',
    ],
    nextSteps: [
      'List the five decisions your managers make every week and the metrics behind each: that is your first dashboard.',
      'Agree one owner and one written definition for each core KPI before anything is built.',
    ],
  },
  'Automate reporting': {
    services: ['Data Pipelines', 'Automated Data Entry'],
    painPoints: [
      'Analysts lose days each month copying figures between systems instead of analysing them.',
      'Manual re-keying introduces errors that surface only after a report has reached the board.',
    ],
    nextSteps: [
      'For one month, log every recurring report: its sources, who builds it and the hours it takes.',
      'Automate the most time-consuming report first to prove the return before scaling out.',
    ],
  },
  'Integrate multiple data sources': {
    services: ['Data Lakes', 'Data Pipelines'],
    painPoints: [
      'Sales, finance and operations data (ERP, CRM, M-Pesa statements) sit in systems that never reconcile.',
      'Every cross-team question needs a one-off export and a week of manual joining in Excel.',
    ],
    nextSteps: [
      'Map each system you run, the data it holds and how that data can leave it (API, export or database).',
      'Choose the shared identifiers (customer, product, branch) that every source will be joined on.',
    ],
  },
  'Improve data quality': {
    services: ['Cleansing & Validation'],
    painPoints: [
      'Duplicate and incomplete records make customer counts and revenue figures impossible to trust.',
      'Teams quietly keep their own "clean" copies, multiplying the inconsistencies.',
    ],
    nextSteps: [
      'Profile your most important table for duplicates, blanks and invalid values to set a baseline.',
      'Add validation rules at the point of entry so bad data is stopped, not cleaned up later.',
    ],
  },
  'Predictive analytics': {
    services: ['Big Data Analytics'],
    painPoints: [
      'Planning runs on last year’s numbers and gut feel, so stock-outs, churn and cash gaps arrive as surprises.',
      'Years of history sit in your systems without being turned into forecasts anyone acts on.',
    ],
    nextSteps: [
      'Pick one high-value question with a measurable outcome, such as which customers will churn next quarter.',
      'Check that you hold 12 to 24 months of reliable history for that question before modelling begins.',
    ],
  },
  'Real-time dashboards': {
    services: ['Data Visualization', 'Data Pipelines'],
    painPoints: [
      'By the time the weekly report arrives, the problem it shows is already a week old.',
      'Operations teams cannot see stock, transactions or field activity as they happen, so they react late.',
    ],
    nextSteps: [
      'Decide which metrics truly need minute-level freshness and which are fine daily: real time costs more.',
      'Confirm your source systems can publish changes as they happen (webhooks, APIs or change data capture).',
    ],
  },
};

export const MATURITY_LEVELS: Record<Maturity, { label: string; adds: ServiceName[]; insight: string }> = {
  1: {
    label: STACK_MATURITY_LABELS[1],
    adds: ['Training'],
    insight: 'Building foundations for data-driven decisions',
  },
  2: { label: STACK_MATURITY_LABELS[2], adds: [], insight: 'Ready to scale your data capabilities' },
  3: {
    label: STACK_MATURITY_LABELS[3],
    adds: ['Big Data Analytics'],
    insight: 'Positioned for advanced analytics innovation',
  },
};

export function isMaturity(value: number): value is Maturity {
  return value === 1 || value === 2 || value === 3;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/** Goals' services in the order given, then the maturity's addition; duplicates keep their first position. */
export function recommend(goals: readonly Goal[], maturity: Maturity): Recommendation {
  const rules = goals.map((goal) => GOAL_RULES[goal]).filter((rule): rule is GoalRule => rule !== undefined);
  const level = MATURITY_LEVELS[maturity];
  const names = unique([...rules.flatMap((rule) => rule.services), ...level.adds]);
  return {
    services: names.map((name) => ({ id: SERVICE_IDS[name], name })),
    painPoints: unique(rules.flatMap((rule) => rule.painPoints)),
    nextSteps: unique(rules.flatMap((rule) => rule.nextSteps)),
    maturityInsight: level.insight,
  };
}
