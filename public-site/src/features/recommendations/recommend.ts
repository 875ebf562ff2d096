import {
  STACK_GOALS,
  STACK_SERVICES,
  type StackGoal,
  type StackMaturity,
  type StackServiceId,
} from '@mwangaza/shared';
import type { MessageId } from '../../i18n';
import { STACK_MATURITY_MESSAGES } from '../../lib/stack-labels';

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
  /** The texts, as message ids: the results show them in the page's language. */
  painPoints: MessageId[];
  nextSteps: MessageId[];
  maturityInsight: MessageId;
}

interface GoalRule {
  services: ServiceName[];
  painPoints: [MessageId, MessageId];
  nextSteps: [MessageId, MessageId];
}

/** Each goal's services, and the challenges and first steps the results list (messages of the catalogs). */
export const GOAL_RULES: Record<Goal, GoalRule> = {
  'Visualize existing data': {
    services: ['Data Visualization'],
    painPoints: ['stack.visualize.pain1', 'stack.visualize.pain2'],
    nextSteps: ['stack.visualize.step1', 'stack.visualize.step2'],
  },
  'Automate reporting': {
    services: ['Data Pipelines', 'Automated Data Entry'],
    painPoints: ['stack.automate.pain1', 'stack.automate.pain2'],
    nextSteps: ['stack.automate.step1', 'stack.automate.step2'],
  },
  'Integrate multiple data sources': {
    services: ['Data Lakes', 'Data Pipelines'],
    painPoints: ['stack.integrate.pain1', 'stack.integrate.pain2'],
    nextSteps: ['stack.integrate.step1', 'stack.integrate.step2'],
  },
  'Improve data quality': {
    services: ['Cleansing & Validation'],
    painPoints: ['stack.quality.pain1', 'stack.quality.pain2'],
    nextSteps: ['stack.quality.step1', 'stack.quality.step2'],
  },
  'Predictive analytics': {
    services: ['Big Data Analytics'],
    painPoints: ['stack.predictive.pain1', 'stack.predictive.pain2'],
    nextSteps: ['stack.predictive.step1', 'stack.predictive.step2'],
  },
  'Real-time dashboards': {
    services: ['Data Visualization', 'Data Pipelines'],
    painPoints: ['stack.realtime.pain1', 'stack.realtime.pain2'],
    nextSteps: ['stack.realtime.step1', 'stack.realtime.step2'],
  },
};

export const MATURITY_LEVELS: Record<
  Maturity,
  { label: MessageId; adds: ServiceName[]; insight: MessageId }
> = {
  1: { label: STACK_MATURITY_MESSAGES[1], adds: ['Training'], insight: 'stack.insight.1' },
  2: { label: STACK_MATURITY_MESSAGES[2], adds: [], insight: 'stack.insight.2' },
  3: { label: STACK_MATURITY_MESSAGES[3], adds: ['Big Data Analytics'], insight: 'stack.insight.3' },
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
